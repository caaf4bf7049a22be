import { describe, expect, it } from 'vitest';
import { answerPost, answerPostText, capturePost } from '../../../support/msw/product-api';
import { setUpTestServer } from '../../../support/msw/test-server';
import { emailRequestsUnderTest } from './gateway-fixture';

const server = setUpTestServer();
const gateway = emailRequestsUnderTest();

describe('HttpEmailRequests.confirmEmail', () => {
  it('posts the token and reads the confirmed address', async () => {
    const seen: unknown[] = [];
    server.use(capturePost('/email/confirm_email', (body) => seen.push(body), 'marco.bianchi@example.com'));
    expect(await gateway.confirmEmail('tok-1')).toEqual({ kind: 'confirmed', email: 'marco.bianchi@example.com' });
    expect(seen).toEqual([{ token: 'tok-1' }]);
  });

  it('reads "Request Expired"', async () => {
    server.use(answerPost('/email/confirm_email', 'Request Expired'));
    expect(await gateway.confirmEmail('tok-1')).toEqual({ kind: 'expired' });
  });

  it.each([
    ['a string that is no address', 'Confirmed'],
    ['an object', { email: 'a@b.c' }],
  ])('refuses %s', async (_, answer) => {
    server.use(answerPost('/email/confirm_email', answer));
    await expect(gateway.confirmEmail('tok-1')).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('refuses an HTML page', async () => {
    server.use(answerPostText('/email/confirm_email', '<html><body>a@b.c</body></html>'));
    await expect(gateway.confirmEmail('tok-1')).rejects.toMatchObject({ kind: 'malformed' });
  });
});

describe('HttpEmailRequests.exchangeResetToken', () => {
  it('posts the token and reads the new one', async () => {
    const seen: unknown[] = [];
    server.use(capturePost('/forgot_password', (body) => seen.push(body), 'reset-token-2'));
    expect(await gateway.exchangeResetToken('forgot-1')).toEqual({ kind: 'token', token: 'reset-token-2' });
    expect(seen).toEqual([{ token: 'forgot-1' }]);
  });

  it('reads "Request Expired"', async () => {
    server.use(answerPost('/forgot_password', 'Request Expired'));
    expect(await gateway.exchangeResetToken('forgot-1')).toEqual({ kind: 'expired' });
  });

  it.each([
    ['an empty string', ''],
    ['a sentence', 'Token is invalid'],
    ['an object', { token: 't' }],
  ])('refuses %s', async (_, answer) => {
    server.use(answerPost('/forgot_password', answer));
    await expect(gateway.exchangeResetToken('forgot-1')).rejects.toMatchObject({ kind: 'malformed' });
  });
});

describe('HttpEmailRequests.resetPassword', () => {
  const input = { token: 'reset-2', newPassword: 'New-pass-1', confirmNewPassword: 'New-pass-1' };

  it('posts the token and passwords in wire names', async () => {
    const seen: unknown[] = [];
    server.use(capturePost('/reset_password', (body) => seen.push(body), 'Password Reset'));
    expect(await gateway.resetPassword(input)).toEqual({ kind: 'reset' });
    expect(seen).toEqual([{ token: 'reset-2', new_password: 'New-pass-1', confirm_new_password: 'New-pass-1' }]);
  });

  it('reads "Request Expired" and field errors', async () => {
    server.use(answerPost('/reset_password', 'Request Expired'));
    expect(await gateway.resetPassword(input)).toEqual({ kind: 'expired' });
    const errors = [{ path: 'new_password', msg: 'weak' }];
    server.use(answerPost('/reset_password', { errors }));
    expect(await gateway.resetPassword(input)).toEqual({ kind: 'invalid', errors: { newPassword: 'weak' } });
  });

  it('maps only the reset fields, unknown codes included', async () => {
    server.use(
      answerPost('/reset_password', {
        errors: [
          { path: 'new_password', msg: 'tooShort' },
          { path: 'token', msg: 'invalid' },
        ],
      }),
    );
    expect(await gateway.resetPassword(input)).toEqual({ kind: 'invalid', errors: { newPassword: 'unknown' } });
  });

  it('takes any other JSON answer as done', async () => {
    server.use(answerPost('/reset_password', { ok: true }));
    expect(await gateway.resetPassword(input)).toEqual({ kind: 'reset' });
  });

  it('refuses an HTML page and a broken error list', async () => {
    server.use(answerPostText('/reset_password', '<html>500</html>'));
    await expect(gateway.resetPassword(input)).rejects.toMatchObject({ kind: 'malformed' });
    server.use(answerPost('/reset_password', { errors: 'weak' }));
    await expect(gateway.resetPassword(input)).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('is a server failure on a 5xx, not "anything else"', async () => {
    server.use(answerPost('/reset_password', { error: 'boom' }, 500));
    await expect(gateway.resetPassword(input)).rejects.toMatchObject({ kind: 'server', detail: 'boom' });
  });
});
