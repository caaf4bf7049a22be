import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAIL_ACCOUNT_POLICY, Throttle } from '../../sandbox/auth/throttle.mjs';
import { postFrom } from './from-address';
import { authorizeParams, pkce } from './identity-oidc-flow';
import { captchaToken } from './identity-proofs';
import { ANNA, GIULIA, MARCO, sessionCookie, startSandbox, tokenOf, type Sandbox } from './support';

/** The throttle's clock, moved by hand: no test waits on the wall clock. */
let now = Date.parse('2026-11-23T09:00:00Z');
const advance = (seconds: number) => void (now += seconds * 1000);

const LUCA = { email: 'luca.verdi@example.com', password: 'Tapway-2026' };

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ throttle: new Throttle({ now: () => now }) });
});
afterAll(() => sandbox.stop());
beforeEach(() => sandbox.reset());

/** The `name=value` of the device cookie an answer sets (sandbox/auth/device-cookie.mjs), or ''. */
const deviceCookie = (headers: Headers) =>
  headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('tapway_device_'))
    ?.split(';')[0] ?? '';

/** A login from this browser (its cookies, if any), from 127.0.0.1. */
const login = (email: string, password: string, cookie = '', operator = 'metro') =>
  sandbox.post('/login', { email, password }, { operator, headers: cookie ? { cookie } : {} });

/** Wrong passwords sent on purpose from other addresses (127.0.0.2…), until the account is blocked. */
async function blockFromElsewhere(email: string, operator = 'metro') {
  for (let attempt = 0; attempt < 6; attempt += 1)
    await postFrom(sandbox, `127.0.0.${attempt + 2}`, '/api/login', { email, password: 'Wrong-2026' }, operator);
  const stranger = await login(email, 'Wrong-2026', '', operator);
  expect(stranger.status).toBe(429);
}

describe("a known device is not locked out by others' failures", () => {
  it('signs Giulia in from the browser she signed in from before, while a stranger with her password waits', async () => {
    const first = await login(GIULIA.email, GIULIA.password);
    const device = deviceCookie(first.headers);
    expect(device).toMatch(/^tapway_device_\d+=[\w.-]+$/);
    expect(first.headers.getSetCookie().find((cookie) => cookie.startsWith('tapway_device_'))).toMatch(
      /HttpOnly; SameSite=Strict; Path=\/; Max-Age=\d+/,
    );
    await blockFromElsewhere(GIULIA.email);
    expect((await login(GIULIA.email, GIULIA.password)).status).toBe(429);
    const again = await login(GIULIA.email, GIULIA.password, device);
    expect(again).toMatchObject({ status: 200, body: { account: { email: GIULIA.email } } });
    // The attacker goes on, one guess a block: the device is still let in, with the same device id.
    advance(60);
    await postFrom(sandbox, '127.0.0.9', '/api/login', { email: GIULIA.email, password: 'Wrong-2026' });
    expect((await login(GIULIA.email, GIULIA.password, device)).status).toBe(200);
    expect(deviceCookie(again.headers).split('.')[1]).toBe(device.split('.')[1]);
  });

  it('still limits guessing from the known device, on a count of its own', async () => {
    const device = deviceCookie((await login(GIULIA.email, GIULIA.password)).headers);
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await login(GIULIA.email, 'Wrong-2026', device)).body).toBe('Password Incorrect');
    const blocked = await login(GIULIA.email, GIULIA.password, device);
    expect(blocked).toMatchObject({ status: 429, body: { error: 'Too many attempts' } });
    expect(blocked.headers.get('retry-after')).toBe('60');
    advance(60);
    expect((await login(GIULIA.email, GIULIA.password, device)).status).toBe(200);
  });

  it("refuses a device cookie of another account, or one altered: the account's block holds", async () => {
    const giulia = deviceCookie((await login(GIULIA.email, GIULIA.password)).headers);
    const luca = (await login(LUCA.email, LUCA.password)).body as { account: { id: number } };
    await blockFromElsewhere(LUCA.email);
    const [, value = ''] = giulia.split('=');
    const borrowed = `tapway_device_${luca.account.id}=${value}`;
    expect((await login(LUCA.email, LUCA.password, borrowed)).status).toBe(429);
    const forged = `tapway_device_${luca.account.id}=${luca.account.id}.${value.split('.').slice(1).join('.')}`;
    expect((await login(LUCA.email, LUCA.password, forged)).status).toBe(429);
    const altered = giulia.slice(0, -2) + (giulia.endsWith('AA') ? 'BB' : 'AA');
    await blockFromElsewhere(GIULIA.email);
    expect((await login(GIULIA.email, GIULIA.password, altered)).status).toBe(429);
    expect((await login(GIULIA.email, GIULIA.password, giulia)).status).toBe(200);
  });

  it('lets the signed-in rider change her password while the account is blocked for others', async () => {
    const answer = await login(GIULIA.email, GIULIA.password);
    const { id } = (answer.body as { account: { id: number } }).account;
    await blockFromElsewhere(GIULIA.email);
    const changed = await sandbox.post(
      '/change_password',
      { id, password: GIULIA.password, new_password: 'Tapway-2027', confirm_new_password: 'Tapway-2027' },
      { headers: { cookie: sessionCookie(answer.headers) } },
    );
    expect(changed).toMatchObject({ status: 200, body: { changed: true } });
  });

  it("lets the enterprise directory's page in for a known device too (the same counts as the login)", async () => {
    const device = deviceCookie((await login(ANNA.email, ANNA.password, '', 'enterprise')).headers);
    await blockFromElsewhere(ANNA.email, 'enterprise');
    const params = authorizeParams(sandbox, pkce().challenge, { ui_locales: 'en' });
    const submit = (cookie: string) =>
      fetch(`${sandbox.url}/sandbox/oidc/authorize`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
        body: new URLSearchParams({ ...Object.fromEntries(params), ...ANNA, action: 'sign-in' }),
      });
    expect((await submit('')).status).toBe(429);
    expect((await submit(device)).status).toBe(303);
  });

  it('makes the browser that confirmed the address a known device', async () => {
    await sandbox.post('/email/send_email_confirmation_request', { email: MARCO.email });
    const link = (await sandbox.mailsTo(MARCO.email))[0]?.links[0];
    const confirmed = await sandbox.post('/email/confirm_email', { token: tokenOf(link) });
    expect(confirmed.body).toBe(MARCO.email);
    const device = deviceCookie(confirmed.headers);
    expect(device).not.toBe('');
    await blockFromElsewhere(MARCO.email);
    expect((await login(MARCO.email, MARCO.password, device)).status).toBe(200);
  });
});

describe('a completed password reset lifts the block', () => {
  it("clears the account's block from others' failures, and makes the browser a known device", async () => {
    await blockFromElsewhere(GIULIA.email);
    await sandbox.post('/email/send_forgot_password_request', { email: GIULIA.email });
    const emailed = tokenOf((await sandbox.mailsTo(GIULIA.email))[0]?.links[0]);
    const resetToken = (await sandbox.post('/forgot_password', { token: emailed })).body as string;
    const reset = await sandbox.post('/reset_password', {
      token: resetToken,
      new_password: 'Tapway-2027',
      confirm_new_password: 'Tapway-2027',
    });
    expect(reset.body).toBe('Password Reset');
    expect(deviceCookie(reset.headers)).not.toBe('');
    expect(await login(GIULIA.email, 'Tapway-2027')).toMatchObject({ status: 200 });
  });

  it('gives the guesser no more than the free failures again', async () => {
    await blockFromElsewhere(GIULIA.email);
    await sandbox.post('/email/send_forgot_password_request', { email: GIULIA.email });
    const emailed = tokenOf((await sandbox.mailsTo(GIULIA.email))[0]?.links[0]);
    const resetToken = (await sandbox.post('/forgot_password', { token: emailed })).body as string;
    await sandbox.post('/reset_password', {
      token: resetToken,
      new_password: 'Tapway-2027',
      confirm_new_password: 'Tapway-2027',
    });
    await blockFromElsewhere(GIULIA.email);
  });
});

describe("the mails to an address do not stop the account's own device", () => {
  const forgot = (cookie = '') =>
    sandbox.post('/email/send_forgot_password_request', { email: GIULIA.email }, { headers: cookie ? { cookie } : {} });

  it("sends the forgot-password mail to the signed-in device after three requests from others, the device's own limited", async () => {
    const device = deviceCookie((await login(GIULIA.email, GIULIA.password)).headers);
    for (let request = 0; request < MAIL_ACCOUNT_POLICY.free; request += 1) {
      const answer = await postFrom(sandbox, '127.0.0.2', '/api/email/send_forgot_password_request', {
        email: GIULIA.email,
        captcha_token: captchaToken(),
      });
      expect(answer.status).toBe(200);
    }
    expect((await forgot()).status).toBe(429);
    for (let request = 0; request < MAIL_ACCOUNT_POLICY.free; request += 1)
      expect((await forgot(device)).status).toBe(200);
    expect(await sandbox.mailsTo(GIULIA.email)).toHaveLength(2 * MAIL_ACCOUNT_POLICY.free);
    expect((await forgot(device)).status).toBe(429);
  });

  it("sends the deletion code to the signed-in rider after others used up the address's mails", async () => {
    const answer = await login(GIULIA.email, GIULIA.password);
    const { id } = (answer.body as { account: { id: number } }).account;
    for (let request = 0; request < MAIL_ACCOUNT_POLICY.free; request += 1) await forgot();
    expect((await forgot()).status).toBe(429);
    // The session alone (no device cookie) is the rider's own device too.
    const session = sessionCookie(answer.headers);
    const deletion = await sandbox.post('/deletion_request', { id }, { headers: { cookie: session } });
    expect(deletion).toMatchObject({ status: 200, body: { sent: true } });
  });
});
