import { describe, expect, it } from 'vitest';
import { RequestPasswordReset } from '../../../src/core/account/request-password-reset';
import { FakeCaptcha } from '../../../src/adapters/in-memory/account/fake-captcha';
import { anOperator } from '../../support/builders/operator-builder';

const GIULIA = 'giulia.rossi@example.com';

function setUp() {
  const operator = anOperator().withDemoRiders().build();
  return { operator, forgot: new RequestPasswordReset(operator, new FakeCaptcha()) };
}

/** The rules of the forgot-password call; what it shares with the resend is in email-requests.test.ts. */
describe('RequestPasswordReset', () => {
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
    operator.scriptNext('requestPasswordReset', { kind: 'invalid', errors: { captcha: 'invalid' } });
    const outcome = await forgot.execute({ email: GIULIA, neutralWhenUnknown: true });
    expect(outcome).toEqual({ kind: 'invalid', errors: { captcha: 'invalid' } });
  });
});
