import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { azureResponse, googleCredential as signedCredential } from './identity-proofs';
import { ANNA, GIULIA, decryptAccount, startSandbox, type Sandbox } from './support';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const googleCredential = (claims: Record<string, string>) => signedCredential(sandbox.url, claims);
const google = (claims: Record<string, string>) =>
  sandbox.post('/login_with_google', { response: { credential: googleCredential(claims), clientId: 'sandbox', select_by: 'btn' } });
const accountOf = (body: unknown) => (body as { account: Record<string, unknown> }).account;

describe('POST /api/login_with_google', () => {
  it('links an existing account by e-mail the first time, sets google_id and starts a session', async () => {
    const answer = await google({ sub: 'g-100', email: GIULIA.email, given_name: 'G', family_name: 'R' });
    expect(answer.status).toBe(200);
    expect(accountOf(answer.body)).toMatchObject({ name: 'Giulia', email: GIULIA.email, google_id: 'g-100' });
    expect(answer.headers.get('set-cookie')).toMatch(/^tapway_session=.+HttpOnly/);
  });

  it('finds the account by subject afterwards, even when the e-mail changed at the provider', async () => {
    const first = accountOf((await google({ sub: 'g-100', email: GIULIA.email })).body);
    const again = accountOf((await google({ sub: 'g-100', email: 'giulia@new-mail.example' })).body);
    expect(again.id).toBe(first.id);
  });

  it('creates a confirmed account for a new rider, in the browser language', async () => {
    const claims = { sub: 'g-200', email: 'sara.galli@example.com', given_name: 'Sara', family_name: 'Galli' };
    const created = await sandbox.post('/login_with_google', { response: { credential: googleCredential(claims) } },
      { headers: { 'accept-language': 'de-CH,de;q=0.9' } });
    expect(accountOf(created.body)).toMatchObject({ name: 'Sara', surname: 'Galli', language: 'de', google_id: 'g-200' });
    const again = accountOf((await google(claims)).body);
    expect(again.id).toBe(accountOf(created.body).id);
    const forgot = await sandbox.post('/email/send_forgot_password_request', { email: claims.email });
    expect(forgot.body).toEqual({ data: { to: claims.email } });
  });

  it.each([
    [{}],
    [{ response: { credential: 'not-a-jwt' } }],
    [{ response: { credential: `${base64url({})}.${base64url({ email: 'x@example.com' })}.sig` } }],
    [{ response: { credential: `${base64url({})}.%%%.sig` } }],
  ])('answers 400 to %j', async (body) => {
    const answer = await sandbox.post('/login_with_google', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'Invalid identity response' });
  });

  it('answers 400 to a new subject without an e-mail address', async () => {
    expect((await google({ sub: 'g-300' })).status).toBe(400);
  });
});

describe('POST /api/login_with_facebook', () => {
  it('links by e-mail, sets facebook_id, and finds the account by subject afterwards', async () => {
    const profile = { first_name: 'Giulia', last_name: 'Rossi', email: GIULIA.email, id: '555' };
    const first = accountOf((await sandbox.post('/login_with_facebook', { profile })).body);
    expect(first).toMatchObject({ email: GIULIA.email, facebook_id: '555' });
    const again = accountOf((await sandbox.post('/login_with_facebook', { profile: { ...profile, email: undefined } })).body);
    expect(again.id).toBe(first.id);
  });

  it('does not link a subject of one provider to the account of another provider', async () => {
    const answer = await sandbox.post('/login_with_facebook', {
      profile: { first_name: 'Nuovo', last_name: 'Utente', email: 'nuovo@example.com', id: 'g-100' },
    });
    expect(accountOf(answer.body)).toMatchObject({ email: 'nuovo@example.com', facebook_id: 'g-100', google_id: null });
  });

  it('answers 400 without a profile id', async () => {
    expect((await sandbox.post('/login_with_facebook', { profile: { email: GIULIA.email } })).status).toBe(400);
  });
});

describe('POST /api/login_with_azure and encrypted accounts', () => {
  const azure = (claims: Record<string, string>) =>
    sandbox.post('/login_with_azure', { response: azureResponse(sandbox.url, 'enterprise', claims) }, { operator: 'enterprise' });

  it("answers the enterprise operator's account AES-encrypted with the configured passphrase", async () => {
    const answer = await azure({ oid: 'oid-anna', preferred_username: ANNA.email, name: 'Anna Weber' });
    const account = accountOf(answer.body) as unknown;
    expect(typeof account).toBe('string');
    expect(decryptAccount(account as string)).toMatchObject({ name: 'Anna', surname: 'Weber', email: ANNA.email, language: 'de' });
    expect(answer.headers.get('set-cookie')).toContain('tapway_session=');
  });

  it('finds the same account by oid afterwards', async () => {
    const first = decryptAccount(accountOf((await azure({ oid: 'oid-anna', email: ANNA.email })).body) as unknown as string);
    const again = decryptAccount(accountOf((await azure({ oid: 'oid-anna', email: 'renamed@example.com' })).body) as unknown as string);
    expect(again.id).toBe(first.id);
  });

  it('creates an account from sub and name claims', async () => {
    const account = decryptAccount(accountOf((await azure({ sub: 'sub-1', email: 'k.mueller@example.com', name: 'Karl Heinz Müller' })).body) as unknown as string);
    expect(account).toMatchObject({ name: 'Karl', surname: 'Heinz Müller', email: 'k.mueller@example.com' });
  });

  it('answers 400 without claims', async () => {
    expect((await sandbox.post('/login_with_azure', { response: {} }, { operator: 'enterprise' })).status).toBe(400);
  });

  it("encrypts the password login's account too", async () => {
    const answer = await sandbox.post('/login', ANNA, { operator: 'enterprise' });
    expect(decryptAccount(accountOf(answer.body) as unknown as string)).toMatchObject({ email: ANNA.email, locales_id: 'de-DE' });
  });
});
