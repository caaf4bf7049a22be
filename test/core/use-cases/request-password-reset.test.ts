import { describe, expect, it } from 'vitest';
import { ServiceFailure } from '../../../src/core/domain/service-failure';
import { RequestPasswordReset } from '../../../src/core/use-cases/request-password-reset';
import { FakeCaptcha } from '../../../src/adapters/in-memory/fake-captcha';
import { anOperator } from '../../support/builders/operator-builder';

const GIULIA = 'giulia.rossi@example.com';

function setUp(captcha = new FakeCaptcha()) {
  const operator = anOperator().withDemoRiders().build();
  return { operator, forgot: new RequestPasswordReset(operator, captcha) };
}

describe('RequestPasswordReset', () => {
  it.each([new FakeCaptcha(), new FakeCaptcha(null)])('sends the reset e-mail (%#)', async (captcha) => {
    const { operator, forgot } = setUp(captcha);
    const outcome = await forgot.execute({ email: ` ${GIULIA}`, neutralWhenUnknown: true });
    expect(outcome).toEqual({ kind: 'sent', sentTo: GIULIA });
    expect(operator.outbox.to(GIULIA).map((mail) => mail.kind)).toEqual(['reset']);
  });

  it.each([
    ['an empty address', '', 'required'],
    ['a malformed address', 'giulia@', 'invalid'],
  ])('answers %s as a field error', async (_, email, code) => {
    const { forgot } = setUp();
    expect(await forgot.execute({ email, neutralWhenUnknown: false })).toEqual({ kind: 'invalid', errors: { email: code } });
  });

  it('tells an unknown address neutrally when the operator wants it so', async () => {
    const { forgot } = setUp();
    const outcome = await forgot.execute({ email: 'nobody@example.com', neutralWhenUnknown: true });
    expect(outcome).toEqual({ kind: 'if-exists', sentTo: 'nobody@example.com' });
  });

  it('answers an unknown address as a field error otherwise', async () => {
    const { forgot } = setUp();
    const outcome = await forgot.execute({ email: 'nobody@example.com', neutralWhenUnknown: false });
    expect(outcome).toEqual({ kind: 'invalid', errors: { email: 'NoAccountFound' } });
  });

  it('answers an unconfirmed address as a field error and sends nothing', async () => {
    const { operator, forgot } = setUp();
    const outcome = await forgot.execute({ email: 'marco.bianchi@example.com', neutralWhenUnknown: true });
    expect(outcome).toEqual({ kind: 'invalid', errors: { email: 'UnconfirmedEmail' } });
    expect(operator.outbox.to('marco.bianchi@example.com')).toEqual([]);
  });

  it('answers "already confirmed", should the server send it here, as a field error', async () => {
    const { operator, forgot } = setUp();
    operator.scriptNext('requestPasswordReset', { kind: 'already-confirmed' });
    const outcome = await forgot.execute({ email: GIULIA, neutralWhenUnknown: true });
    expect(outcome).toEqual({ kind: 'invalid', errors: { email: 'AccountAlreadyConfirmed' } });
  });

  it('answers a failed bot-protection check as an error of the form', async () => {
    const { operator, forgot } = setUp();
    operator.scriptNext('requestPasswordReset', { kind: 'invalid', errors: [{ path: 'captcha_token', msg: 'invalid' }] });
    const outcome = await forgot.execute({ email: GIULIA, neutralWhenUnknown: true });
    expect(outcome).toEqual({ kind: 'invalid', errors: { captcha: 'invalid' } });
  });

  it('lets a service failure through', async () => {
    const { operator, forgot } = setUp();
    operator.scriptNext('requestPasswordReset', new ServiceFailure('server'));
    await expect(forgot.execute({ email: GIULIA, neutralWhenUnknown: true })).rejects.toThrow(ServiceFailure);
  });
});
