import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asRider, signedIn, PASSWORD, type Rider } from './card-world';
import { Throttle } from '../../sandbox/auth/throttle.mjs';
import { decryptAccount, startSandbox, type Sandbox } from './support';

let sandbox: Sandbox;
let giulia: Rider;
let luca: Rider;
/** The throttle's clock, moved by hand: no test waits on the wall clock. */
let offset = 0;
const clock = { advance: (ms: number) => void (offset += ms) };

beforeAll(async () => {
  sandbox = await startSandbox({ throttle: new Throttle({ now: () => Date.now() + offset }) });
});
afterAll(() => sandbox.stop());
beforeEach(async () => {
  await sandbox.reset();
  giulia = await signedIn(sandbox, 'giulia.rossi@example.com');
  luca = await signedIn(sandbox, 'luca.verdi@example.com');
});

const accountIn = (body: unknown) => {
  const account = (body as { account: unknown }).account;
  return typeof account === 'string' ? decryptAccount(account) : account;
};
const codeFor = async (email: string) => (await sandbox.mailsTo(email))[0]?.code ?? '';

describe('edit', () => {
  it("changes the rider's name, surname and language and answers the new account", async () => {
    const answer = await asRider(sandbox, luca, '/edit', {
      account: { id: luca.id, name: 'Luca Maria', surname: 'Verdi', language: 'fr' },
    });
    expect(accountIn(answer.body)).toMatchObject({
      id: luca.id,
      name: 'Luca Maria',
      language: 'fr',
      email: 'luca.verdi@example.com',
    });
    const again = await sandbox.post('/login', { email: 'luca.verdi@example.com', password: PASSWORD });
    expect(accountIn(again.body)).toMatchObject({ name: 'Luca Maria', language: 'fr' });
  });

  it('answers field errors, and refuses another id than the session’s', async () => {
    const answer = await asRider(sandbox, luca, '/edit', {
      account: { id: luca.id, name: ' ', surname: 'x'.repeat(101), language: 'xx' },
    });
    expect(answer.body).toEqual({
      errors: [
        { path: 'account.name', msg: 'required' },
        { path: 'account.surname', msg: 'invalid' },
        { path: 'account.language', msg: 'notSupported' },
      ],
    });
    expect(
      (await asRider(sandbox, luca, '/edit', { account: { id: giulia.id, name: 'X', surname: 'Y', language: 'en' } }))
        .status,
    ).toBe(403);
  });
});

describe('change_password', () => {
  const change = (rider: Rider, password: string, next: string, confirm = next) =>
    asRider(sandbox, rider, '/change_password', {
      id: rider.id,
      password,
      new_password: next,
      confirm_new_password: confirm,
    });

  it('changes the password when the current one is right: the new one signs in, the old one no more', async () => {
    expect((await change(luca, PASSWORD, 'Tapway-2027')).body).toEqual({ changed: true });
    expect(
      (await sandbox.post('/login', { email: 'luca.verdi@example.com', password: 'Tapway-2027' })).body,
    ).toHaveProperty('account');
    expect((await sandbox.post('/login', { email: 'luca.verdi@example.com', password: PASSWORD })).body).toBe(
      'Password Incorrect',
    );
  });

  it("ends the rider's other sessions, keeps this one, and mails the change in the rider's language", async () => {
    const elsewhere = await signedIn(sandbox, 'giulia.rossi@example.com');
    const before = (await sandbox.mailsTo('giulia.rossi@example.com')).length;
    expect((await change(giulia, PASSWORD, 'Tapway-2027')).body).toEqual({ changed: true });
    expect((await asRider(sandbox, elsewhere, '/bank_cards/get', { accounts_id: giulia.id })).status).toBe(401);
    expect((await asRider(sandbox, giulia, '/bank_cards/get', { accounts_id: giulia.id })).status).toBe(200);
    const mails = await sandbox.mailsTo('giulia.rossi@example.com');
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]).toMatchObject({ subject: 'Metro: la tua password è stata cambiata', code: null });
    // The account page, and the signed link that stops these mails (alerts).
    expect(mails[0]?.links).toEqual([
      `${sandbox.url}/dashboard/account`,
      expect.stringMatching(/\/api\/alerts\/unsubscribe\?token=/),
    ]);
    expect(mails[0]?.text).toMatch(/^Giulia,\n/);
  });

  it('mails nothing and ends no session when the current password is wrong', async () => {
    const elsewhere = await signedIn(sandbox, 'luca.verdi@example.com');
    const before = (await sandbox.mailsTo('luca.verdi@example.com')).length;
    expect((await change(luca, 'Wrong-pass-1', 'Tapway-2027')).body).toEqual({
      errors: [{ path: 'password', msg: 'invalid' }],
    });
    expect((await asRider(sandbox, elsewhere, '/bank_cards/get', { accounts_id: luca.id })).status).toBe(200);
    expect(await sandbox.mailsTo('luca.verdi@example.com')).toHaveLength(before);
  });

  it('answers required, invalid (wrong current password), weak and notMatch on their fields', async () => {
    expect((await change(luca, '', '', '')).body).toEqual({
      errors: [
        { path: 'password', msg: 'required' },
        { path: 'new_password', msg: 'required' },
        { path: 'confirm_new_password', msg: 'required' },
      ],
    });
    expect((await change(luca, 'Wrong-pass-1', 'Tapway-2027')).body).toEqual({
      errors: [{ path: 'password', msg: 'invalid' }],
    });
    expect((await change(luca, PASSWORD, 'short', 'other')).body).toEqual({
      errors: [
        { path: 'new_password', msg: 'weak' },
        { path: 'confirm_new_password', msg: 'notMatch' },
      ],
    });
  });
});

describe('deletion with an e-mailed code', () => {
  it('mails a 6-digit code; the right code deletes the account, unlinks its cards and ends its sessions', async () => {
    expect((await asRider(sandbox, giulia, '/deletion_request', { id: giulia.id })).body).toEqual({ sent: true });
    const code = await codeFor('giulia.rossi@example.com');
    expect(code).toMatch(/^\d{6}$/);
    expect((await asRider(sandbox, giulia, '/deletion_confirm', { id: giulia.id, OTP: code })).body).toEqual({
      deleted: true,
    });
    expect((await sandbox.post('/login', { email: 'giulia.rossi@example.com', password: PASSWORD })).body).toBe(
      'No Account Found',
    );
    expect((await asRider(sandbox, giulia, '/bank_cards/get', { accounts_id: giulia.id })).status).toBe(401);
    expect(
      sandbox.store.get(
        'SELECT COUNT(*) AS n FROM tickets t JOIN cards c ON c.pan_token = t.pan_token WHERE c.truncated_pan = ?',
        ['411111******1111'],
      ).n,
    ).toBeGreaterThan(0);
  });

  it("answers 'Invalid OTP' to a wrong code; after 5 wrong tries it is throttled (429, Retry-After) and the code void", async () => {
    await asRider(sandbox, luca, '/deletion_request', { id: luca.id });
    const code = await codeFor('luca.verdi@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await asRider(sandbox, luca, '/deletion_confirm', { id: luca.id, OTP: wrong })).body).toBe('Invalid OTP');
    }
    const throttled = await asRider(sandbox, luca, '/deletion_confirm', { id: luca.id, OTP: code });
    expect(throttled).toMatchObject({ status: 429, body: { error: 'Too many attempts' } });
    expect(throttled.headers.get('retry-after')).toBe('60');
    clock.advance(61_000);
    expect((await asRider(sandbox, luca, '/deletion_confirm', { id: luca.id, OTP: code })).body).toBe('Invalid OTP');
    // That failure doubled the wait (2 minutes); a new code works once it is over.
    await asRider(sandbox, luca, '/deletion_request', { id: luca.id });
    expect((await asRider(sandbox, luca, '/deletion_confirm', { id: luca.id, OTP: wrong })).status).toBe(429);
    clock.advance(121_000);
    expect(
      (await asRider(sandbox, luca, '/deletion_confirm', { id: luca.id, OTP: await codeFor('luca.verdi@example.com') }))
        .body,
    ).toEqual({ deleted: true });
  });

  it('answers field errors for a missing or malformed code, and refuses another rider', async () => {
    expect((await asRider(sandbox, luca, '/deletion_confirm', { id: luca.id, OTP: '' })).body).toEqual({
      errors: [{ path: 'OTP', msg: 'required' }],
    });
    expect((await asRider(sandbox, luca, '/deletion_confirm', { id: luca.id, OTP: '12ab' })).body).toEqual({
      errors: [{ path: 'OTP', msg: 'invalid' }],
    });
    expect((await asRider(sandbox, luca, '/deletion_request', { id: giulia.id })).status).toBe(403);
  });
});
