import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { issueCaptchaToken, verifyCaptcha } from '../../sandbox/identity/captcha.mjs';
import { RECAPTCHA_SITE_KEY } from '../../sandbox/identity/settings.mjs';
import { MARCO, startSandbox, type Sandbox } from './support';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());
afterEach(() => vi.useRealTimers());

const tokenFromStandIn = (body: unknown) =>
  sandbox.request('/sandbox/identity/captcha/token', { method: 'POST', operator: null, json: body });

describe('the bot-protection stand-in', () => {
  it('serves its grecaptcha script and issues tokens for its site key and a valid action', async () => {
    const script = await sandbox.request(`/sandbox/identity/captcha/api.js?render=${RECAPTCHA_SITE_KEY}`, {
      operator: null,
    });
    expect(script.body).toContain('window.grecaptcha = {');
    const answer = await tokenFromStandIn({ siteKey: RECAPTCHA_SITE_KEY, action: 'sign_up' });
    expect(await verifyCaptcha((answer.body as { token: string }).token, { action: 'sign_up' })).toBe(true);
    expect((await tokenFromStandIn({ siteKey: 'other', action: 'sign_up' })).status).toBe(400);
    expect((await tokenFromStandIn({ siteKey: RECAPTCHA_SITE_KEY, action: 'no spaces' })).status).toBe(400);
  });

  it('takes a token once, for its action, for two minutes', async () => {
    const token = issueCaptchaToken('forgot_password');
    expect(await verifyCaptcha(token, { action: 'sign_up' })).toBe(false);
    expect(await verifyCaptcha(token, { action: 'forgot_password' })).toBe(true);
    expect(await verifyCaptcha(token)).toBe(false);
    vi.useFakeTimers({ toFake: ['Date'] });
    const late = issueCaptchaToken('sign_up');
    vi.setSystemTime(Date.now() + 121_000);
    expect(await verifyCaptcha(late)).toBe(false);
  });

  it('refuses forged tokens', async () => {
    const [payload, signature] = issueCaptchaToken('sign_up').split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), action: 'x' }),
    ).toString('base64url');
    expect(await verifyCaptcha(`${forged}.${signature}`)).toBe(false);
    expect(await verifyCaptcha('not-a-token')).toBe(false);
    expect(await verifyCaptcha(42)).toBe(false);
  });
});

describe('the guarded product-API calls', () => {
  it.each([
    ['/sign_up', {}],
    ['/email/send_email_confirmation_request', { email: MARCO.email }],
    ['/email/send_forgot_password_request', { email: MARCO.email }],
  ])('%s answers captcha_token invalid when the token is missing, reused or forged', async (path, body) => {
    const captchaError = { path: 'captcha_token', msg: 'invalid' };
    const token = issueCaptchaToken('sign_up');
    expect(
      ((await sandbox.post(path, { ...body, captcha_token: undefined })).body as { errors: unknown[] }).errors,
    ).toContainEqual(captchaError);
    await sandbox.post(path, { ...body, captcha_token: token });
    expect(
      ((await sandbox.post(path, { ...body, captcha_token: token })).body as { errors: unknown[] }).errors,
    ).toContainEqual(captchaError);
    expect(
      ((await sandbox.post(path, { ...body, captcha_token: `${token}x` })).body as { errors: unknown[] }).errors,
    ).toContainEqual(captchaError);
  });

  it('accepts a fresh token', async () => {
    const answer = await sandbox.post('/email/send_email_confirmation_request', {
      email: MARCO.email,
      captcha_token: issueCaptchaToken('resend_confirmation'),
    });
    expect(answer.body).toEqual({ data: { to: MARCO.email } });
  });
});
