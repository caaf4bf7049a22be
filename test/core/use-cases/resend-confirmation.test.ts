import { describe, expect, it } from 'vitest';
import { ServiceFailure } from '../../../src/core/domain/service-failure';
import { ResendConfirmation } from '../../../src/core/use-cases/resend-confirmation';
import { FakeCaptcha } from '../../../src/adapters/in-memory/fake-captcha';
import { anOperator } from '../../support/builders/operator-builder';

const MARCO = 'marco.bianchi@example.com';

function setUp(captcha = new FakeCaptcha()) {
  const operator = anOperator().withDemoRiders().build();
  return { operator, resend: new ResendConfirmation(operator, captcha) };
}

describe('ResendConfirmation', () => {
  it.each([new FakeCaptcha(), new FakeCaptcha(null)])('sends the confirmation e-mail again (%#)', async (captcha) => {
    const { operator, resend } = setUp(captcha);
    const outcome = await resend.execute({ email: ` ${MARCO} `, neutralWhenUnknown: true });
    expect(outcome).toEqual({ kind: 'sent', sentTo: MARCO });
    expect(operator.outbox.to(MARCO).map((mail) => mail.kind)).toEqual(['confirm']);
  });

  it.each([
    ['an empty address', '', 'required'],
    ['a malformed address', 'marco', 'invalid'],
  ])('answers %s as a field error', async (_, email, code) => {
    const { resend } = setUp();
    expect(await resend.execute({ email, neutralWhenUnknown: true })).toEqual({ kind: 'invalid', errors: { email: code } });
  });

  it('tells an unknown address neutrally when the operator wants it so', async () => {
    const { operator, resend } = setUp();
    const outcome = await resend.execute({ email: 'nobody@example.com ', neutralWhenUnknown: true });
    expect(outcome).toEqual({ kind: 'if-exists', sentTo: 'nobody@example.com' });
    expect(operator.outbox.to('nobody@example.com')).toEqual([]);
  });

  it('answers an unknown address as a field error otherwise', async () => {
    const { resend } = setUp();
    const outcome = await resend.execute({ email: 'nobody@example.com', neutralWhenUnknown: false });
    expect(outcome).toEqual({ kind: 'invalid', errors: { email: 'NoAccountFound' } });
  });

  it('answers an address already confirmed as a field error and sends nothing', async () => {
    const { operator, resend } = setUp();
    const outcome = await resend.execute({ email: 'giulia.rossi@example.com', neutralWhenUnknown: true });
    expect(outcome).toEqual({ kind: 'invalid', errors: { email: 'AccountAlreadyConfirmed' } });
    expect(operator.outbox.to('giulia.rossi@example.com')).toEqual([]);
  });

  it('keeps the e-mail field and the bot-protection check of the server errors', async () => {
    const { operator, resend } = setUp();
    operator.scriptNext('requestEmailConfirmation', {
      kind: 'invalid',
      errors: [{ path: 'captcha_token', msg: 'invalid' }, { path: 'email', msg: 'odd' }, { path: 'name', msg: 'required' }],
    });
    expect(await resend.execute({ email: MARCO, neutralWhenUnknown: true })).toEqual({
      kind: 'invalid',
      errors: { email: 'unknown', captcha: 'invalid' },
    });
  });

  it('lets a service failure through', async () => {
    const { operator, resend } = setUp();
    operator.scriptNext('requestEmailConfirmation', new ServiceFailure('timeout'));
    await expect(resend.execute({ email: MARCO, neutralWhenUnknown: true })).rejects.toThrow(ServiceFailure);
  });
});
