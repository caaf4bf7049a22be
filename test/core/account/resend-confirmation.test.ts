import { describe, expect, it } from 'vitest';
import { ResendConfirmation } from '../../../src/core/account/resend-confirmation';
import { FakeCaptcha } from '../../../src/adapters/in-memory/account/fake-captcha';
import { anOperator } from '../../support/builders/operator-builder';

const MARCO = 'marco.bianchi@example.com';

function setUp() {
  const operator = anOperator().withDemoRiders().build();
  return { operator, resend: new ResendConfirmation(operator, new FakeCaptcha()) };
}

/** The rules of the resend call; what it shares with the forgot-password one is in email-requests.test.ts. */
describe('ResendConfirmation', () => {
  it('answers an address already confirmed as a field error and sends nothing', async () => {
    const { operator, resend } = setUp();
    const outcome = await resend.execute({ email: 'giulia.rossi@example.com', neutralWhenUnknown: true });
    expect(outcome).toEqual({ kind: 'invalid', errors: { email: 'AccountAlreadyConfirmed' } });
    expect(operator.outbox.to('giulia.rossi@example.com')).toEqual([]);
  });

  it('hands over the e-mail field and the bot-protection check of the operator errors', async () => {
    const { operator, resend } = setUp();
    operator.scriptNext('requestEmailConfirmation', {
      kind: 'invalid',
      errors: { email: 'unknown', captcha: 'invalid' },
    });
    expect(await resend.execute({ email: MARCO, neutralWhenUnknown: true })).toEqual({
      kind: 'invalid',
      errors: { email: 'unknown', captcha: 'invalid' },
    });
  });
});
