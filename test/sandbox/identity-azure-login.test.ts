import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { annaCode, redeem, tokenRequest } from './identity-oidc-flow';
import { azureIdToken } from './identity-proofs';
import { ANNA, decryptAccount, startSandbox, type Sandbox } from './support';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());

const loginWithAzure = (idToken: string, idTokenClaims: Record<string, unknown> = {}, operator = 'enterprise') =>
  sandbox.post('/login_with_azure', { response: { idToken, idTokenClaims, account: {} } }, { operator });
const accountOf = (body: unknown) => decryptAccount((body as { account: string }).account);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claims = { oid: 'oid-anna', sub: 'sub-anna', email: ANNA.email, given_name: 'Anna', family_name: 'Weber' };

describe('POST /api/login_with_azure verifies the id token the authority issued', () => {
  it("signs in the rider of a token from the authority's code flow, reading the token, not the browser's claims", async () => {
    const { code, verifier } = await annaCode(sandbox);
    const { id_token: idToken } = (await redeem(sandbox, tokenRequest(sandbox, code, verifier))).body;
    const answer = await loginWithAzure(idToken!, { email: 'mallory@example.com', oid: 'someone-else' });
    expect(answer.status).toBe(200);
    expect(accountOf(answer.body)).toMatchObject({ email: ANNA.email, name: 'Anna', surname: 'Weber' });
  });

  it.each([
    [
      'a tampered payload',
      () => {
        const [head, body, signature] = azureIdToken(sandbox.url, 'enterprise', claims).split('.');
        const genuine = JSON.parse(Buffer.from(body!, 'base64url').toString());
        return `${head}.${b64({ ...genuine, email: 'mallory@example.com' })}.${signature}`;
      },
    ],
    ['an unsigned token', () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`],
    [
      'an expired token',
      () => azureIdToken(sandbox.url, 'enterprise', { ...claims, iat: 1_600_000_000, exp: 1_600_003_600 }),
    ],
    [
      'a token not yet valid',
      () => azureIdToken(sandbox.url, 'enterprise', { ...claims, nbf: Math.floor(Date.now() / 1000) + 3600 }),
    ],
    ["another operator's client", () => azureIdToken(sandbox.url, 'metro', claims)],
    [
      'another issuer',
      () => azureIdToken(sandbox.url, 'enterprise', { ...claims, iss: 'https://login.example/tenant' }),
    ],
    ['no token at all', () => ''],
  ])('answers 400 to %s', async (_case, token) => {
    const answer = await loginWithAzure(token(), claims);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'Invalid identity response' });
  });

  it("takes metro's tokens at metro (its Login with Microsoft button)", async () => {
    const answer = await loginWithAzure(
      azureIdToken(sandbox.url, 'metro', { ...claims, email: 'new.rider@example.com' }),
      {},
      'metro',
    );
    expect(answer.status).toBe(200);
    expect((answer.body as { account: { email: string } }).account.email).toBe('new.rider@example.com');
  });
});
