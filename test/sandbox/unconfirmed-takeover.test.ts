import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../sandbox/auth/password.mjs';
import { createAccount, findAccountByEmail } from '../../sandbox/db/accounts.mjs';
import { authorizeParams, pkce, submitSignIn } from './identity-oidc-flow';
import { azureResponse, googleCredential } from './identity-proofs';
import { decryptAccount, startSandbox, type Sandbox } from './support';

/**
 * docs/security.md: someone signs up with another person's address and never confirms it. A provider sign-in
 * of the address's real owner must not inherit that account: it takes the address over.
 */
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());
beforeEach(() => sandbox.reset());

const SQUATTER_PASSWORD = 'Squatter-2026';

/** An unconfirmed password account, as a sign-up that was never confirmed leaves it. */
async function squat(operatorKey: string, email: string) {
  return createAccount(sandbox.store, {
    operatorKey,
    name: 'Mallory',
    surname: 'Squatter',
    email,
    dateOfBirth: '1990-01-01',
    passwordHash: await hashPassword(SQUATTER_PASSWORD),
    language: 'en',
    confirmed: false,
  });
}

describe('the enterprise directory and an unconfirmed account', () => {
  it("does not know an unconfirmed account: its password does not sign in on the directory's page", async () => {
    await squat('enterprise', 'nora.klein@example.com');
    const params = authorizeParams(sandbox, pkce().challenge, { ui_locales: 'en' });
    const answer = await submitSignIn(sandbox, params, {
      email: 'nora.klein@example.com',
      password: SQUATTER_PASSWORD,
      action: 'sign-in',
    });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('location')).toBeNull();
  });

  it("login_with_azure takes the address over: a fresh confirmed account, the squatter's password dead", async () => {
    const squatter = await squat('enterprise', 'nora.klein@example.com');
    const answer = await sandbox.post(
      '/login_with_azure',
      { response: azureResponse(sandbox.url, 'enterprise', { oid: 'oid-nora', email: 'nora.klein@example.com' }) },
      { operator: 'enterprise' },
    );
    expect(answer.status).toBe(200);
    const account = decryptAccount((answer.body as { account: string }).account) as { id: number; name: string };
    expect(account.id).not.toBe(squatter.id);
    expect(account.name).not.toBe('Mallory');
    const row = findAccountByEmail(sandbox.store, 'enterprise', 'nora.klein@example.com');
    expect(row).toMatchObject({ id: account.id, confirmed: 1, password_hash: null });
    const login = await sandbox.post(
      '/login',
      { email: 'nora.klein@example.com', password: SQUATTER_PASSWORD },
      { operator: 'enterprise' },
    );
    expect(login.body).toBe('Password Incorrect');
    expect(login.headers.get('set-cookie')).toBeNull();
  });
});

describe('Google and an unconfirmed account', () => {
  it('takes the address over without asking for the unconfirmed password, which no longer works', async () => {
    const squatter = await squat('metro', 'elena.conti@example.com');
    const credential = googleCredential(sandbox.url, {
      sub: 'g-elena',
      email: 'elena.conti@example.com',
      given_name: 'Elena',
      family_name: 'Conti',
    });
    const answer = await sandbox.post('/login_with_google', { response: { credential } });
    const account = (answer.body as { account: { id: number; name: string; google_id: string } }).account;
    expect(account).toMatchObject({ name: 'Elena', google_id: 'g-elena' });
    expect(account.id).not.toBe(squatter.id);
    expect(answer.headers.get('set-cookie')).toMatch(/^tapway_session=/);
    expect((await sandbox.post('/login', { email: 'elena.conti@example.com', password: SQUATTER_PASSWORD })).body).toBe(
      'Password Incorrect',
    );
  });
});
