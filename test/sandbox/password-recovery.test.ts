import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GIULIA, MARCO, startSandbox, tokenOf, type Sandbox } from './support';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());
// The tests redeem many dead tokens from one address: each starts with the guessing throttle clear (test/sandbox/throttle.test.ts).
beforeEach(() => sandbox.throttle.clear());

const requestReset = (email: string) => sandbox.post('/email/send_forgot_password_request', { email });
const latestLink = async (email: string) => (await sandbox.mailsTo(email))[0]?.links[0];

describe('POST /api/email/send_forgot_password_request', () => {
  it.each([
    [{}, { errors: [{ path: 'email', msg: 'required' }] }],
    [{ email: 'giulia' }, { errors: [{ path: 'email', msg: 'invalid' }] }],
    [{ email: 'nobody@example.com' }, 'No Account Found'],
    [{ email: MARCO.email }, 'Unconfirmed Email'],
  ])('answers %j with %j', async (body, expected) => {
    expect((await sandbox.post('/email/send_forgot_password_request', body)).body).toEqual(expected);
  });

  it('sends the reset link in the account language', async () => {
    expect((await requestReset(GIULIA.email)).body).toEqual({ data: { to: GIULIA.email } });
    const [mail] = await sandbox.mailsTo(GIULIA.email);
    expect(mail!.subject).toBe('Metro: reimposta la tua password');
    expect(mail!.text).toContain('Ciao Giulia');
    expect(mail!.links[0]).toMatch(
      new RegExp(`^${sandbox.url}/forgot_password/request_in_progress\\?token=[\\w-]{43}$`),
    );
  });

  it('builds links on the request Origin when it names the same host', async () => {
    const host = new URL(sandbox.url).host;
    await sandbox.post(
      '/email/send_forgot_password_request',
      { email: GIULIA.email },
      { headers: { origin: `http://${host}` } },
    );
    expect(await latestLink(GIULIA.email)).toMatch(new RegExp(`^http://${host}/`));
    await sandbox.post(
      '/email/send_forgot_password_request',
      { email: GIULIA.email },
      { headers: { origin: 'http://evil.example' } },
    );
    expect(await latestLink(GIULIA.email)).toMatch(new RegExp(`^http://${host}/`));
  });
});

describe('forgot password → reset password', () => {
  it('trades the e-mailed token for a reset token once, then resets the password once', async () => {
    await requestReset(GIULIA.email);
    const emailed = tokenOf(await latestLink(GIULIA.email));

    const traded = await sandbox.post('/forgot_password', { token: emailed });
    expect(traded.body).toEqual(expect.stringMatching(/^[\w-]{43}$/));
    expect((await sandbox.post('/forgot_password', { token: emailed })).body).toBe('Request Expired');
    const resetToken = traded.body as string;

    const reset = (body: Record<string, string>) => sandbox.post('/reset_password', { token: resetToken, ...body });
    expect((await reset({})).body).toEqual({
      errors: [
        { path: 'new_password', msg: 'required' },
        { path: 'confirm_new_password', msg: 'required' },
      ],
    });
    expect((await reset({ new_password: 'weakweak', confirm_new_password: 'weakweak' })).body).toEqual({
      errors: [{ path: 'new_password', msg: 'weak' }],
    });
    expect((await reset({ new_password: 'Better-2027', confirm_new_password: 'Better-2028' })).body).toEqual({
      errors: [{ path: 'confirm_new_password', msg: 'notMatch' }],
    });
    expect((await reset({ new_password: 'Better-2027', confirm_new_password: 'Better-2027' })).body).toBe(
      'Password Reset',
    );
    expect((await reset({ new_password: 'Better-2027', confirm_new_password: 'Better-2027' })).body).toBe(
      'Request Expired',
    );

    expect((await sandbox.post('/login', GIULIA)).body).toBe('Password Incorrect');
    expect((await sandbox.post('/login', { ...GIULIA, password: 'Better-2027' })).body).toHaveProperty('account');
  });

  it('answers Request Expired for a reset token used as the e-mailed one and vice versa', async () => {
    await requestReset(GIULIA.email);
    const emailed = tokenOf(await latestLink(GIULIA.email));
    const strong = { new_password: 'Better-2029', confirm_new_password: 'Better-2029' };
    expect((await sandbox.post('/reset_password', { token: emailed, ...strong })).body).toBe('Request Expired');
    const resetToken = (await sandbox.post('/forgot_password', { token: emailed })).body;
    expect((await sandbox.post('/forgot_password', { token: resetToken })).body).toBe('Request Expired');
  });

  it('invalidates an older link when a new one is requested', async () => {
    await requestReset(GIULIA.email);
    const older = tokenOf(await latestLink(GIULIA.email));
    await requestReset(GIULIA.email);
    expect((await sandbox.post('/forgot_password', { token: older })).body).toBe('Request Expired');
    expect((await sandbox.post('/forgot_password', { token: tokenOf(await latestLink(GIULIA.email)) })).body).toEqual(
      expect.stringMatching(/^[\w-]{43}$/),
    );
  });

  it('answers Request Expired after expiry, for the e-mailed and the reset token', async () => {
    await requestReset(GIULIA.email);
    const first = tokenOf(await latestLink(GIULIA.email));
    await sandbox.request('/sandbox/api/expire-tokens', { method: 'POST', operator: null, json: {} });
    expect((await sandbox.post('/forgot_password', { token: first })).body).toBe('Request Expired');

    await requestReset(GIULIA.email);
    const resetToken = (await sandbox.post('/forgot_password', { token: tokenOf(await latestLink(GIULIA.email)) }))
      .body;
    await sandbox.request('/sandbox/api/expire-tokens', {
      method: 'POST',
      operator: null,
      json: { email: GIULIA.email },
    });
    const strong = { new_password: 'Better-2030', confirm_new_password: 'Better-2030' };
    expect((await sandbox.post('/reset_password', { token: resetToken, ...strong })).body).toBe('Request Expired');
  });
});

describe('token lifetimes', () => {
  it('expires tokens after the configured seconds, each kind on its own setting', async () => {
    const short = await startSandbox({ resetTtlSeconds: 0, confirmTtlSeconds: 7200 });
    try {
      await short.post('/email/send_forgot_password_request', { email: GIULIA.email });
      const [reset] = await short.mailsTo(GIULIA.email);
      expect((await short.post('/forgot_password', { token: tokenOf(reset!.links[0]) })).body).toBe('Request Expired');
      await short.post('/email/send_email_confirmation_request', { email: MARCO.email });
      const [confirm] = await short.mailsTo(MARCO.email);
      expect(confirm!.text).toContain('expires in 2 hours');
      expect((await short.post('/email/confirm_email', { token: tokenOf(confirm!.links[0]) })).body).toBe(MARCO.email);
    } finally {
      await short.stop();
    }
  });
});
