import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ACCOUNT_POLICY,
  ADDRESS_POLICY,
  MAIL_ACCOUNT_POLICY,
  MAIL_ADDRESS_POLICY,
  Throttle,
  policyOf,
  throttleKeys,
} from '../../sandbox/auth/throttle.mjs';
import { authorizeParams, pkce, submitSignIn } from './identity-oidc-flow';
import { googleCredential } from './identity-proofs';
import { ANNA, GIULIA, startSandbox, type Sandbox } from './support';
import { postFrom } from './from-address';

/** The throttle's clock, moved by hand: no test waits on the wall clock. */
let now = Date.parse('2026-11-23T09:00:00Z');
const advance = (seconds: number) => void (now += seconds * 1000);

describe('Throttle (sandbox/auth/throttle.mjs)', () => {
  it('per account: lets 5 failures through, then blocks for 1, 2, 4 minutes, capped at 5; a success clears it', () => {
    const throttle = new Throttle({ now: () => now });
    const keys = ['login:metro:a@example.com'];
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
    expect(throttle.retryAfter(keys)).toBe(300);
    throttle.succeed(keys);
    expect(throttle.retryAfter(keys)).toBe(0);
  });

  it('per client address: 100 failures go free (an office, a campus), then 1 minute doubling up to an hour', () => {
    const throttle = new Throttle({ now: () => now });
    const keys = ['address:login:10.0.0.9'];
    for (let failure = 1; failure < ADDRESS_POLICY.free; failure += 1) expect(throttle.fail(keys)).toBe(0);
    expect(throttle.fail(keys)).toBe(60);
    for (let failure = 0; failure < 10; failure += 1) throttle.fail(keys);
    expect(throttle.retryAfter(keys)).toBe(3600);
    throttle.succeed(keys);
    expect(throttle.retryAfter(keys)).toBe(3600);
  });

  it('forgets a count that stayed quiet for its policy: old mistakes do not add up to a block', () => {
    const throttle = new Throttle({ now: () => now });
    const keys = ['login:metro:b@example.com'];
    for (let failure = 1; failure <= 4; failure += 1) throttle.fail(keys);
    advance(ACCOUNT_POLICY.forgetSeconds + 1);
    for (let failure = 1; failure <= 4; failure += 1) expect(throttle.fail(keys)).toBe(0);
  });

  it('lets mistakes spread over the day leak away: a campus failing 90 times an hour, all day, is never blocked', () => {
    const throttle = new Throttle({ now: () => now });
    const keys = ['address:login:10.1.0.1'];
    for (let failure = 0; failure < 24 * 90; failure += 1) {
      expect(throttle.fail(keys)).toBe(0);
      advance(40);
    }
  });

  it('gives each kind of key its policy', () => {
    expect(policyOf('login:metro:a@example.com')).toBe(ACCOUNT_POLICY);
    expect(policyOf('address:login:10.0.0.1')).toBe(ADDRESS_POLICY);
    expect(policyOf('mail:metro:a@example.com')).toBe(MAIL_ACCOUNT_POLICY);
    expect(policyOf('address:mail:10.0.0.1')).toBe(MAIL_ADDRESS_POLICY);
    expect(ACCOUNT_POLICY.maxSeconds).toBeLessThanOrEqual(15 * 60);
    expect(ADDRESS_POLICY.free).toBeGreaterThanOrEqual(50);
  });

  it("starts from another first block when told (the e2e tests: 3 minutes), still capped at the policy's maximum", () => {
    const throttle = new Throttle({ now: () => now, firstBlockSeconds: 180 });
    const keys = ['login:metro:b@example.com'];
    for (let failure = 1; failure <= 4; failure += 1) throttle.fail(keys);
    expect(throttle.fail(keys)).toBe(180);
    advance(180);
    expect(throttle.fail(keys)).toBe(ACCOUNT_POLICY.maxSeconds);
  });
});

describe('throttleKeys with the throttle', () => {
  it("a success forgets the account's failures (an e-mail in the key included), never the address's", () => {
    const throttle = new Throttle({ now: () => now });
    const req = { socket: { remoteAddress: '10.0.0.1' } } as never;
    const [account, address] = throttleKeys(req, 'login', 'metro:Giulia.Rossi@example.com') as [string, string];
    for (let failure = 0; failure < 4; failure += 1) throttle.fail([account, address]);
    throttle.succeed([account, address]);
    for (let failure = 0; failure < 4; failure += 1) expect(throttle.fail([account])).toBe(0);
    // The address kept its 4 failures: 95 more make the 100 that block it.
    for (let failure = 0; failure < ADDRESS_POLICY.free - 5; failure += 1) expect(throttle.fail([address])).toBe(0);
    expect(throttle.fail([address])).toBe(60);
  });
});

describe('guessing on the sandbox is throttled per account and per client address', () => {
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

  it('counts failures per client address across accounts, with a threshold far above five', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect((await login(`nobody${attempt}@example.com`, 'Any-2026')).body).toBe('No Account Found');
    expect((await login(GIULIA.email, GIULIA.password)).status).toBe(200);
    const [, address] = throttleKeys({ socket: { remoteAddress: '127.0.0.1' } } as never, 'login', 'x') as [
      string,
      string,
    ];
    for (let attempt = 10; attempt < ADDRESS_POLICY.free; attempt += 1) sandbox.throttle.fail([address]);
    expect((await login('someone.else@example.com', 'Any-2026')).status).toBe(429);
  });

  it('wrong passwords from five other addresses keep a browser new to the account out for a minute, and never over 5', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await postFrom(sandbox, `127.0.0.${attempt + 2}`, '/api/login', {
        email: GIULIA.email,
        password: 'Wrong-2026',
      });
      expect(answer.body).toBe('Password Incorrect');
    }
    const blocked = await login(GIULIA.email, GIULIA.password);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('60');
    for (let round = 0; round < 8; round += 1) {
      advance(Number((await login(GIULIA.email, GIULIA.password)).headers.get('retry-after') ?? 0));
      const answer = await postFrom(sandbox, '127.0.0.9', '/api/login', {
        email: GIULIA.email,
        password: 'Wrong-2026',
      });
      expect(answer.status).toBe(200);
    }
    const capped = await login(GIULIA.email, GIULIA.password);
    expect(capped.status).toBe(429);
    expect(Number(capped.headers.get('retry-after'))).toBe(300);
    advance(300);
    expect((await login(GIULIA.email, GIULIA.password)).status).toBe(200);
  });

  it('throttles the redemption of mailed tokens per client address', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await sandbox.post('/email/confirm_email', { token: `guess-${attempt}` })).body).toBe('Request Expired');
    }
    const [address] = throttleKeys({ socket: { remoteAddress: '127.0.0.1' } } as never, 'token') as [string];
    for (let attempt = 5; attempt < ADDRESS_POLICY.free; attempt += 1) sandbox.throttle.fail([address]);
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

  it("counts the directory's guesses with the login's: 5 in all, not 5 on each", async () => {
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect(
        (await sandbox.post('/login', { email: ANNA.email, password: 'Wrong-2026' }, { operator: 'enterprise' })).body,
      ).toBe('Password Incorrect');
    const params = authorizeParams(sandbox, pkce().challenge, { ui_locales: 'en' });
    for (let attempt = 0; attempt < 2; attempt += 1) {
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
    const login = await sandbox.post('/login', ANNA, { operator: 'enterprise' });
    expect(login.status).toBe(429);
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
