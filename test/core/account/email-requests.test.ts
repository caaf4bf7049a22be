import { describe, expect, it } from 'vitest';
import { ServiceFailure } from '../../../src/core/shared/service-failure';
import type { Captcha } from '../../../src/core/account/captcha';
import { RequestPasswordReset } from '../../../src/core/account/request-password-reset';
import { ResendConfirmation } from '../../../src/core/account/resend-confirmation';
import type { InMemoryOperator } from '../../../src/adapters/in-memory/account/in-memory-operator';
import { FakeCaptcha } from '../../../src/adapters/in-memory/account/fake-captcha';
import { anOperator } from '../../support/builders/operator-builder';

/** What both e-mail requests share (settleEmailRequest); each file keeps the rules of its own call. */
describe.each([
  {
    useCase: 'RequestPasswordReset',
    make: (operator: InMemoryOperator, captcha: Captcha) => new RequestPasswordReset(operator, captcha),
    method: 'requestPasswordReset' as const,
    rider: 'giulia.rossi@example.com',
    typed: ' giulia.rossi@example.com',
    mail: 'reset',
    malformed: 'giulia@',
    neutralOnFieldErrors: false,
    unknownTyped: 'nobody@example.com',
    failure: new ServiceFailure('server'),
  },
  {
    useCase: 'ResendConfirmation',
    make: (operator: InMemoryOperator, captcha: Captcha) => new ResendConfirmation(operator, captcha),
    method: 'requestEmailConfirmation' as const,
    rider: 'marco.bianchi@example.com',
    typed: ' marco.bianchi@example.com ',
    mail: 'confirm',
    malformed: 'marco',
    neutralOnFieldErrors: true,
    unknownTyped: 'nobody@example.com ',
    failure: new ServiceFailure('timeout'),
  },
])('$useCase', ({ make, method, rider, typed, mail, malformed, neutralOnFieldErrors, unknownTyped, failure }) => {
  function setUp(captcha: Captcha = new FakeCaptcha()) {
    const operator = anOperator().withDemoRiders().build();
    return { operator, request: make(operator, captcha) };
  }

  it.each([new FakeCaptcha(), new FakeCaptcha(null)])('sends the e-mail and says where (%#)', async (captcha) => {
    const { operator, request } = setUp(captcha);
    const outcome = await request.execute({ email: typed, neutralWhenUnknown: false });
    expect(outcome).toEqual({ kind: 'sent', sentTo: rider });
    expect(operator.outbox.to(rider).map((sent) => sent.kind)).toEqual([mail]);
  });

  it('ends on the same neutral notice as an unknown address when the operator wants it so (the screen does not tell)', async () => {
    const { operator, request } = setUp();
    expect(await request.execute({ email: typed, neutralWhenUnknown: true })).toEqual({
      kind: 'if-exists',
      sentTo: rider,
    });
    expect(operator.outbox.to(rider).map((sent) => sent.kind)).toEqual([mail]);
  });

  it.each([
    ['an empty address', '', 'required'],
    ['a malformed address', malformed, 'invalid'],
  ])('answers %s as a field error', async (_, email, code) => {
    const { request } = setUp();
    expect(await request.execute({ email, neutralWhenUnknown: neutralOnFieldErrors })).toEqual({
      kind: 'invalid',
      errors: { email: code },
    });
  });

  it('tells an unknown address neutrally when the operator wants it so, and sends nothing', async () => {
    const { operator, request } = setUp();
    const outcome = await request.execute({ email: unknownTyped, neutralWhenUnknown: true });
    expect(outcome).toEqual({ kind: 'if-exists', sentTo: 'nobody@example.com' });
    expect(operator.outbox.to('nobody@example.com')).toEqual([]);
  });

  it('answers an unknown address as a field error otherwise', async () => {
    const { request } = setUp();
    const outcome = await request.execute({ email: 'nobody@example.com', neutralWhenUnknown: false });
    expect(outcome).toEqual({ kind: 'invalid', errors: { email: 'NoAccountFound' } });
  });

  it('lets a service failure through', async () => {
    const { operator, request } = setUp();
    operator.scriptNext(method, failure);
    await expect(request.execute({ email: rider, neutralWhenUnknown: true })).rejects.toThrow(ServiceFailure);
  });
});
