import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { azureResponse, googleCredential as signedCredential } from './identity-proofs';
import { issueFacebookAccessToken as facebookAccessToken } from '../../sandbox/identity/facebook-tokens.mjs';
import { ANNA, GIULIA, MARCO, decryptAccount, startSandbox, type Sandbox } from './support';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const googleCredential = (claims: Record<string, string>) => signedCredential(sandbox.url, claims);
const google = (claims: Record<string, string>, password?: string) =>
  sandbox.post('/login_with_google', {
    response: { credential: googleCredential(claims), clientId: 'sandbox', select_by: 'btn' },
    ...(password ? { password } : {}),
  });
const accountOf = (body: unknown) => (body as { account: Record<string, unknown> }).account;

describe('POST /api/login_with_google', () => {
  it('links an existing account only with its password; then finds it by subject, even when the e-mail changed', async () => {
    const claims = { sub: 'g-100', email: GIULIA.email, given_name: 'G', family_name: 'R' };
    const bare = await google(claims);
    expect(bare.body).toEqual({ linkRequired: { email: GIULIA.email } });
    expect(bare.headers.get('set-cookie')).toBeNull();
    expect((await google(claims, 'Wrong-2026')).body).toBe('Password Incorrect');
    const linked = await google(claims, GIULIA.password);
    expect(accountOf(linked.body)).toMatchObject({ name: 'Giulia', email: GIULIA.email, google_id: 'g-100' });
    expect(linked.headers.get('set-cookie')).toMatch(/^tapway_session=.+HttpOnly/);
    const again = accountOf((await google({ sub: 'g-100', email: 'giulia@new-mail.example' })).body);
    expect(again.id).toBe(accountOf(linked.body).id);
  });

  it("takes an unconfirmed account's address over: no password asked, and the unconfirmed one no longer works", async () => {
    const account = accountOf((await google({ sub: 'g-150', email: MARCO.email })).body);
    expect(account).toMatchObject({ email: MARCO.email, google_id: 'g-150' });
    expect((await sandbox.post('/login', MARCO)).body).toBe('Password Incorrect');
  });

  it('creates a confirmed account for a new rider, in the browser language', async () => {
    const claims = { sub: 'g-200', email: 'sara.galli@example.com', given_name: 'Sara', family_name: 'Galli' };
    const created = await sandbox.post(
      '/login_with_google',
      { response: { credential: googleCredential(claims) } },
      { headers: { 'accept-language': 'de-CH,de;q=0.9' } },
    );
    expect(accountOf(created.body)).toMatchObject({
      name: 'Sara',
      surname: 'Galli',
      language: 'de',
      google_id: 'g-200',
    });
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

  it('answers 400 to a new subject without an e-mail address, and to an address the provider did not verify', async () => {
    expect((await google({ sub: 'g-300' })).status).toBe(400);
    const unverified = await sandbox.post('/login_with_google', {
      response: {
        credential: signedCredential(sandbox.url, {
          sub: 'g-301',
          email: 'new.rider@example.com',
          email_verified: false,
        }),
      },
    });
    expect(unverified.status).toBe(400);
  });

  it('is refused under an operator that switched the provider off', async () => {
    const answer = await sandbox.post(
      '/login_with_google',
      { response: { credential: googleCredential({ sub: 'g-400', email: ANNA.email }) } },
      { operator: 'enterprise' },
    );
    expect(answer).toMatchObject({ status: 403, body: { error: 'This operator does not offer this sign-in' } });
  });
});

describe('POST /api/login_with_facebook', () => {
  const facebook = (person: { email: string; userID?: string }, extra: Record<string, unknown> = {}) => {
    const userID = person.userID ?? `fb-${person.email}`;
    const accessToken = facebookAccessToken({
      userID,
      email: person.email,
      firstName: 'Sara',
      lastName: 'Galli',
      scopes: ['public_profile', 'email'],
    });
    return { accessToken, userID, profile: { id: userID, email: person.email }, ...extra };
  };

  it("refuses a bare profile, a forged token, another user's token and a token of another app (no session, nothing linked)", async () => {
    const profile = { id: 'anything', email: GIULIA.email, first_name: 'G', last_name: 'R' };
    const valid = facebook({ email: 'sara.galli@example.com' });
    for (const body of [
      { profile },
      { profile, accessToken: 'forged.token', userID: 'anything' },
      { ...valid, userID: 'someone-else' },
      { ...valid, accessToken: `${valid.accessToken.split('.')[0]}.${Buffer.from('x').toString('base64url')}` },
    ]) {
      const answer = await sandbox.post('/login_with_facebook', body);
      expect(answer).toMatchObject({ status: 400, body: { error: 'Invalid identity response' } });
      expect(answer.headers.get('set-cookie')).toBeNull();
    }
  });

  it("takes the profile from the verified token, never from the body's", async () => {
    const answer = await sandbox.post(
      '/login_with_facebook',
      facebook({ email: 'nina.gatti@example.com' }, { profile: { id: 'x', email: GIULIA.email } }),
    );
    expect(accountOf(answer.body)).toMatchObject({ email: 'nina.gatti@example.com', name: 'Sara' });
  });

  it('links to an existing account only with its password, sets facebook_id, and finds the account by subject afterwards', async () => {
    const body = facebook({ email: GIULIA.email, userID: '555' });
    expect((await sandbox.post('/login_with_facebook', body)).body).toEqual({ linkRequired: { email: GIULIA.email } });
    const first = accountOf((await sandbox.post('/login_with_facebook', { ...body, password: GIULIA.password })).body);
    expect(first).toMatchObject({ email: GIULIA.email, facebook_id: '555' });
    const again = accountOf((await sandbox.post('/login_with_facebook', body)).body);
    expect(again.id).toBe(first.id);
  });

  it('is refused under an operator that switched the provider off', async () => {
    const answer = await sandbox.post('/login_with_facebook', facebook({ email: ANNA.email }), {
      operator: 'enterprise',
    });
    expect(answer.status).toBe(403);
  });
});

describe('POST /api/login_with_azure and encrypted accounts', () => {
  const azure = (claims: Record<string, string>) =>
    sandbox.post(
      '/login_with_azure',
      { response: azureResponse(sandbox.url, 'enterprise', claims) },
      { operator: 'enterprise' },
    );

  it("answers the enterprise operator's account AES-encrypted with the configured passphrase", async () => {
    const answer = await azure({ oid: 'oid-anna', preferred_username: ANNA.email, name: 'Anna Weber' });
    const account = accountOf(answer.body) as unknown;
    expect(typeof account).toBe('string');
    expect(decryptAccount(account as string)).toMatchObject({
      name: 'Anna',
      surname: 'Weber',
      email: ANNA.email,
      language: 'de',
    });
    expect(answer.headers.get('set-cookie')).toContain('tapway_session=');
  });

  it('finds the same account by oid afterwards', async () => {
    const first = decryptAccount(
      accountOf((await azure({ oid: 'oid-anna', email: ANNA.email })).body) as unknown as string,
    );
    const again = decryptAccount(
      accountOf((await azure({ oid: 'oid-anna', email: 'renamed@example.com' })).body) as unknown as string,
    );
    expect(again.id).toBe(first.id);
  });

  it('creates an account from sub and name claims', async () => {
    const account = decryptAccount(
      accountOf(
        (await azure({ sub: 'sub-1', email: 'k.mueller@example.com', name: 'Karl Heinz Müller' })).body,
      ) as unknown as string,
    );
    expect(account).toMatchObject({ name: 'Karl', surname: 'Heinz Müller', email: 'k.mueller@example.com' });
  });

  it('answers 400 without claims', async () => {
    expect((await sandbox.post('/login_with_azure', { response: {} }, { operator: 'enterprise' })).status).toBe(400);
  });

  it("encrypts the password login's account too", async () => {
    const answer = await sandbox.post('/login', ANNA, { operator: 'enterprise' });
    expect(decryptAccount(accountOf(answer.body) as unknown as string)).toMatchObject({
      email: ANNA.email,
      locales_id: 'de-DE',
    });
  });
});
