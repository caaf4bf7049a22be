import { describe, expect, it } from 'vitest';
import { ServiceFailure } from '../../../src/core/shared/service-failure';
import { StoredSession } from '../../../src/core/session/stored-session';
import { ExchangeResetToken } from '../../../src/core/account/exchange-reset-token';
import { LoginUser } from '../../../src/core/session/login-user';
import { RequestPasswordReset } from '../../../src/core/account/request-password-reset';
import { ResetPassword } from '../../../src/core/account/reset-password';
import { FakeCaptcha } from '../../../src/adapters/in-memory/account/fake-captcha';
import { InMemoryStorage } from '../../../src/adapters/in-memory/shared/in-memory-storage';
import { DEMO_PASSWORD, anOperator } from '../../support/builders/operator-builder';
import { tokenOfLatestMail } from '../../support/builders/outbox-token';

const GIULIA = 'giulia.rossi@example.com';
const NEW_PASSWORD = 'Nuova-Password-7';

/** Giulia forgot her password, opened the link and got the reset form's token. */
async function setUp() {
  const operator = anOperator().withDemoRiders().build();
  await new RequestPasswordReset(operator, new FakeCaptcha()).execute({ email: GIULIA, neutralWhenUnknown: true });
  const exchanged = await new ExchangeResetToken(operator).execute(tokenOfLatestMail(operator, GIULIA));
  if (exchanged.kind !== 'token') throw new Error('The reset link did not trade for a token');
  const { token } = exchanged;
  const login = (password: string) =>
    new LoginUser(operator, new StoredSession(new InMemoryStorage())).execute({ email: GIULIA, password });
  return { operator, token, login, reset: new ResetPassword(operator) };
}

describe('ResetPassword', () => {
  it('sets the new password: it logs in, the old one no longer does', async () => {
    const { token, login, reset } = await setUp();
    expect(await reset.execute({ token, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD })).toEqual({
      kind: 'reset',
    });
    expect(await login(NEW_PASSWORD)).toMatchObject({ kind: 'signed-in' });
    expect(await login(DEMO_PASSWORD)).toEqual({ kind: 'invalid', errors: { password: 'invalid' } });
  });

  it.each([
    ['empty fields', '', '', { newPassword: 'required', confirmNewPassword: 'required' }],
    ['a weak password', 'password', 'password', { newPassword: 'weak' }],
    ['passwords that differ', NEW_PASSWORD, 'Other-Password-8', { confirmNewPassword: 'notMatch' }],
  ])(
    'answers the field errors of %s and keeps the token usable',
    async (_, newPassword, confirmNewPassword, errors) => {
      const { token, login, reset } = await setUp();
      expect(await reset.execute({ token, newPassword, confirmNewPassword })).toEqual({ kind: 'invalid', errors });
      expect(await login(DEMO_PASSWORD)).toMatchObject({ kind: 'signed-in' });
      expect(await reset.execute({ token, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD })).toEqual({
        kind: 'reset',
      });
    },
  );

  it('hands over the reset fields, unknown codes included', async () => {
    const { operator, token, reset } = await setUp();
    operator.scriptNext('resetPassword', { kind: 'invalid', errors: { newPassword: 'unknown' } });
    const outcome = await reset.execute({ token, newPassword: 'x', confirmNewPassword: 'x' });
    expect(outcome).toEqual({ kind: 'invalid', errors: { newPassword: 'unknown' } });
  });

  it('answers expired for a used or outdated token, and the password stays', async () => {
    const { operator, token, login, reset } = await setUp();
    operator.expireTokens();
    expect(await reset.execute({ token, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD })).toEqual({
      kind: 'expired',
    });
    expect(await login(DEMO_PASSWORD)).toMatchObject({ kind: 'signed-in' });
  });

  it('answers expired for a malformed token without asking the operator', async () => {
    const { operator, reset } = await setUp();
    operator.scriptNext('resetPassword', { kind: 'reset' });
    const input = { newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD };
    expect(await reset.execute({ token: 'short', ...input })).toEqual({ kind: 'expired' });
    expect(await reset.execute({ token: null, ...input })).toEqual({ kind: 'expired' });
    expect(await reset.execute({ token: 'a-well-formed-token-0001', ...input })).toEqual({ kind: 'reset' });
  });

  it('lets a service failure through, and the password stays', async () => {
    const { operator, token, login, reset } = await setUp();
    operator.scriptNext('resetPassword', new ServiceFailure('network'));
    await expect(reset.execute({ token, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD })).rejects.toThrow(
      ServiceFailure,
    );
    expect(await login(DEMO_PASSWORD)).toMatchObject({ kind: 'signed-in' });
  });
});
