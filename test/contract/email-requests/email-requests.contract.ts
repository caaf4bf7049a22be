import { describe, expect, it } from 'vitest';
import { GIULIA, MARCO, mailedToken, type ContractHarness } from '../contract-harness';

const NEW_PASSWORD = 'Fresh-pass-7';

/** The EmailRequests contract: confirmation and password recovery, from the e-mail request to the link's token. */
export function emailRequestsContract(harness: () => ContractHarness): void {
  describe('EmailRequests', () => {
    describe('e-mail confirmation', () => {
      it.each([
        ['a confirmed rider', GIULIA.email, { kind: 'already-confirmed' }],
        ['an unknown address', 'nobody@example.com', { kind: 'no-account' }],
        ['a malformed address', 'marco', { kind: 'invalid', errors: { email: 'invalid' } }],
        ['no address', '', { kind: 'invalid', errors: { email: 'required' } }],
      ])('answers the request for %s', async (_, email, answer) => {
        expect(await harness().emailRequests.requestEmailConfirmation(email, null)).toEqual(answer);
      });

      it("confirms the address with the mailed link's token, once", async () => {
        const { emailRequests: gateway, signIn } = harness();
        expect(await gateway.requestEmailConfirmation(MARCO.email, 'captcha-token')).toEqual({
          kind: 'sent',
          to: MARCO.email,
        });
        const token = await mailedToken(harness(), MARCO.email);
        expect(await gateway.confirmEmail(token)).toEqual({ kind: 'confirmed', email: MARCO.email });
        expect(await gateway.confirmEmail(token)).toEqual({ kind: 'expired' });
        expect(await signIn.login(MARCO)).toMatchObject({ kind: 'signed-in', account: { email: MARCO.email } });
        expect(await gateway.requestEmailConfirmation(MARCO.email, null)).toEqual({ kind: 'already-confirmed' });
      });

      it('answers expired for an expired or unknown token', async () => {
        const { emailRequests: gateway, signIn } = harness();
        await gateway.requestEmailConfirmation(MARCO.email, null);
        const token = await mailedToken(harness(), MARCO.email);
        await harness().expireTokens();
        expect(await gateway.confirmEmail(token)).toEqual({ kind: 'expired' });
        expect(await gateway.confirmEmail('never-issued-token-0000000000')).toEqual({ kind: 'expired' });
        expect(await signIn.login(MARCO)).toEqual({ kind: 'unconfirmed-email' });
      });
    });

    describe('password recovery', () => {
      it.each([
        ['an unconfirmed rider', MARCO.email, { kind: 'unconfirmed-email' }],
        ['an unknown address', 'nobody@example.com', { kind: 'no-account' }],
        ['a malformed address', 'giulia@', { kind: 'invalid', errors: { email: 'invalid' } }],
      ])('answers the request for %s', async (_, email, answer) => {
        expect(await harness().emailRequests.requestPasswordReset(email, null)).toEqual(answer);
      });

      it('resets the password through the mailed link', async () => {
        const { emailRequests: gateway, signIn } = harness();
        expect(await gateway.requestPasswordReset(GIULIA.email, 'captcha-token')).toEqual({
          kind: 'sent',
          to: GIULIA.email,
        });
        const exchanged = await gateway.exchangeResetToken(await mailedToken(harness(), GIULIA.email));
        if (exchanged.kind !== 'token') throw new Error(`expected a reset token, got ${exchanged.kind}`);
        const reset = (newPassword: string, confirmNewPassword = newPassword) =>
          gateway.resetPassword({ token: exchanged.token, newPassword, confirmNewPassword });
        expect(await reset('', '')).toEqual({
          kind: 'invalid',
          errors: { newPassword: 'required', confirmNewPassword: 'required' },
        });
        expect(await reset('weakpassword')).toEqual({ kind: 'invalid', errors: { newPassword: 'weak' } });
        expect(await reset(NEW_PASSWORD, 'Other-pass-7')).toEqual({
          kind: 'invalid',
          errors: { confirmNewPassword: 'notMatch' },
        });
        expect(await reset(NEW_PASSWORD)).toEqual({ kind: 'reset' });
        expect(await reset(NEW_PASSWORD)).toEqual({ kind: 'expired' });
        expect(await signIn.login(GIULIA)).toEqual({ kind: 'wrong-password' });
        expect(await signIn.login({ ...GIULIA, password: NEW_PASSWORD })).toMatchObject({ kind: 'signed-in' });
      });

      it("uses a link's token once, and only the newest link", async () => {
        const { emailRequests: gateway } = harness();
        await gateway.requestPasswordReset(GIULIA.email, null);
        const first = await mailedToken(harness(), GIULIA.email);
        await gateway.requestPasswordReset(GIULIA.email, null);
        const second = await mailedToken(harness(), GIULIA.email);
        expect(await gateway.exchangeResetToken(first)).toEqual({ kind: 'expired' });
        expect(await gateway.exchangeResetToken(second)).toEqual({ kind: 'token', token: expect.any(String) });
        expect(await gateway.exchangeResetToken(second)).toEqual({ kind: 'expired' });
      });

      it('answers expired once the tokens have expired', async () => {
        const { emailRequests: gateway } = harness();
        await gateway.requestPasswordReset(GIULIA.email, null);
        const token = await mailedToken(harness(), GIULIA.email);
        await harness().expireTokens();
        expect(await gateway.exchangeResetToken(token)).toEqual({ kind: 'expired' });
        expect(
          await gateway.resetPassword({ token, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD }),
        ).toEqual({ kind: 'expired' });
      });
    });
  });
}
