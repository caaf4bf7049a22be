import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Throttle, throttleKeys } from '../../sandbox/auth/throttle.mjs';
import { authorizeParams, pkce, submitSignIn } from './identity-oidc-flow';
import { googleCredential } from './identity-proofs';
import { ANNA, GIULIA, startSandbox, type Sandbox } from './support';

/** The throttle's clock, moved by hand: no test waits on the wall clock. */
let now = Date.parse('2026-11-23T09:00:00Z');
const advance = (seconds: number) => void (now += seconds * 1000);

describe('Throttle (sandbox/auth/throttle.mjs)', () => {
  it('lets 5 failures through, then blocks for 1, 2, 4… minutes up to an hour; a success clears the subject', () => {
    const throttle = new Throttle({ now: () => now });
    const keys = ['login:metro:a@example.com', 'login@127.0.0.1'];
    for (let failure = 1; failure <= 4; failure += 1) expect(throttle.fail(keys)).toBe(0);
    expect(throttle.fail(keys)).toBe(60);
    expect(throttle.retryAfter(keys)).toBe(60);
    advance(30);
    expect(throttle.retryAfter(keys)).toBe(30);
    advance(30);
    expect(throttle.retryAfter(keys)).toBe(0);
    expect(throttle.fail(keys)).toBe(120);
    advance(120);
    expect(throttle.fail(keys)).toBe(240);
    for (let failure = 0; failure < 10; failure += 1) throttle.fail(keys);
    expect(throttle.retryAfter(keys)).toBe(3600);
    throttle.succeed(keys.slice(0, 1));
    expect(throttle.retryAfter(keys.slice(0, 1))).toBe(0);
    expect(throttle.retryAfter(keys)).toBe(3600);
  });

  it('starts from another first block when told (the e2e tests: half an hour), still capped at an hour', () => {
    const throttle = new Throttle({ now: () => now, firstBlockSeconds: 1800 });
    const keys = ['login:metro:b@example.com'];
    for (let failure = 1; failure <= 4; failure += 1) throttle.fail(keys);
    expect(throttle.fail(keys)).toBe(1800);
    advance(1800);
    expect(throttle.fail(keys)).toBe(3600);
  });
});

describe('throttleKeys with the throttle', () => {
  it("a success forgets the account's failures (an e-mail in the key included), never the address's", () => {
    const throttle = new Throttle({ now: () => now });
    const req = { socket: { remoteAddress: '10.0.0.1' } } as never;
    const [account, address] = throttleKeys(req, 'login', 'metro:Giulia.Rossi@example.com') as [string, string];
    for (let failure = 0; failure < 4; failure += 1) throttle.fail([account, address]);
    throttle.succeed([account, address]);
    expect(throttle.fail([account, address])).toBe(60);
    expect(throttle.retryAfter([account])).toBe(0);
    expect(throttle.retryAfter([address])).toBe(60);
  });
});

describe('guessing on the sandbox is throttled per account and per client address (issue 10 §2)', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ throttle: new Throttle({ now: () => now }) });
  });
  afterAll(() => sandbox.stop());
  beforeEach(() => sandbox.reset());

  const login = (email: string, password: string) => sandbox.post('/login', { email, password });

  it('after 5 wrong passwords even the right one gets 429 with Retry-After, until the wait is over', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await login(GIULIA.email, 'Wrong-2026')).body).toBe('Password Incorrect');
    const blocked = await login(GIULIA.email, GIULIA.password);
    expect(blocked).toMatchObject({ status: 429, body: { error: 'Too many attempts' } });
    expect(blocked.headers.get('retry-after')).toBe('60');
    advance(60);
    expect(await login(GIULIA.email, GIULIA.password)).toMatchObject({
      status: 200,
      body: { account: { email: GIULIA.email } },
    });
  });

  it('counts failures per client address across accounts (unknown addresses included)', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await login(`nobody${attempt}@example.com`, 'Any-2026')).body).toBe('No Account Found');
    expect((await login('someone.else@example.com', 'Any-2026')).status).toBe(429);
  });

  it('throttles the redemption of mailed tokens', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await sandbox.post('/email/confirm_email', { token: `guess-${attempt}` })).body).toBe('Request Expired');
    }
    expect((await sandbox.post('/forgot_password', { token: 'guess-6' })).status).toBe(429);
    expect(
      (
        await sandbox.post('/reset_password', {
          token: 'guess-7',
          new_password: 'Tapway-2027',
          confirm_new_password: 'Tapway-2027',
        })
      ).status,
    ).toBe(429);
  });

  it('throttles the password that links a provider to an account, with the login', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await login(GIULIA.email, 'Wrong-2026');
    const credential = googleCredential(sandbox.url, { sub: 'g-1', email: GIULIA.email, email_verified: true });
    const google = await sandbox.post('/login_with_google', { response: { credential }, password: GIULIA.password });
    expect(google).toMatchObject({ status: 429, body: { error: 'Too many attempts' } });
  });

  it("throttles the enterprise directory's sign-in page, with the message on the page", async () => {
    const params = authorizeParams(sandbox, pkce().challenge, { ui_locales: 'en' });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(
        (await submitSignIn(sandbox, params, { email: ANNA.email, password: 'Wrong-2026', action: 'sign-in' })).status,
      ).toBe(401);
    }
    const blocked = await submitSignIn(sandbox, params, {
      email: ANNA.email,
      password: ANNA.password,
      action: 'sign-in',
    });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('60');
    expect(await blocked.text()).toContain('Too many attempts. Try again in 1 min.');
  });
});
