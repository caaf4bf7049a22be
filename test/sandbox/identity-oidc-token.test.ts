import { createPublicKey, verify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AZURE_CLIENTS } from '../../sandbox/identity/settings.mjs';
import { annaCode, claimsOf, pkce, redeem, tokenRequest } from './identity-oidc-flow';
import { startSandbox, type Sandbox } from './support';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());

/** Whether the JWT's RS256 signature verifies with the authority's published key. */
async function signedByAuthority(jwt: string): Promise<boolean> {
  const { keys } = await (await fetch(`${sandbox.url}/sandbox/oidc/keys`)).json();
  const [head, body, signature] = jwt.split('.');
  return verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    createPublicKey({ key: keys[0], format: 'jwk' }),
    Buffer.from(signature!, 'base64url'),
  );
}

describe('POST /sandbox/oidc/token', () => {
  it('trades a code and its PKCE verifier for a signed id token with the claims the portal reads', async () => {
    const { code, verifier } = await annaCode(sandbox);
    const answer = await redeem(sandbox, tokenRequest(sandbox, code, verifier));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'openid profile email',
      client_info: expect.any(String),
    });
    expect(await signedByAuthority(answer.body.id_token!)).toBe(true);
    const claims = claimsOf(answer.body.id_token!);
    const now = Math.floor(Date.now() / 1000);
    expect(claims).toMatchObject({
      iss: `https://${new URL(sandbox.url).host}/sandbox/oidc`,
      aud: AZURE_CLIENTS.enterprise,
      nonce: 'nonce-456',
      email: 'anna.weber@example.com',
      preferred_username: 'anna.weber@example.com',
      given_name: 'Anna',
      family_name: 'Weber',
      name: 'Anna Weber',
      sub: expect.any(String),
      oid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      tid: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(claims.exp - claims.iat).toBe(3600);
    expect(Math.abs(claims.iat - now)).toBeLessThan(5);
    const clientInfo = JSON.parse(Buffer.from(answer.body.client_info!, 'base64url').toString());
    expect(clientInfo).toEqual({ uid: claims.oid, utid: claims.tid });
    expect(claimsOf(answer.body.access_token!)).toMatchObject({ oid: claims.oid, azp: AZURE_CLIENTS.enterprise });
  });

  it('gives the same rider the same directory ids every time', async () => {
    const first = await annaCode(sandbox);
    const second = await annaCode(sandbox);
    const claims = await Promise.all(
      [first, second].map(async ({ code, verifier }) =>
        claimsOf((await redeem(sandbox, tokenRequest(sandbox, code, verifier))).body.id_token!),
      ),
    );
    expect(claims[0].oid).toBe(claims[1].oid);
    expect(claims[0].sub).toBe(claims[1].sub);
  });

  it('rejects a wrong verifier, and the code is spent by the attempt', async () => {
    const { code, verifier } = await annaCode(sandbox);
    const wrong = await redeem(sandbox, tokenRequest(sandbox, code, pkce().verifier));
    expect(wrong).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect((await redeem(sandbox, tokenRequest(sandbox, code, verifier))).body.error).toBe('invalid_grant');
  });

  it('uses a code once', async () => {
    const { code, verifier } = await annaCode(sandbox);
    expect((await redeem(sandbox, tokenRequest(sandbox, code, verifier))).status).toBe(200);
    expect(await redeem(sandbox, tokenRequest(sandbox, code, verifier))).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
  });

  it.each([
    ['another client', { client_id: AZURE_CLIENTS.metro! }, 'invalid_grant'],
    ['another redirect URI', { redirect_uri: 'http://evil.example/msal-redirect.html' }, 'invalid_grant'],
    ['no verifier', { code_verifier: '' }, 'invalid_grant'],
    ['another grant type', { grant_type: 'password' }, 'unsupported_grant_type'],
  ])('rejects a request from %s', async (_case, override, error) => {
    const { code, verifier } = await annaCode(sandbox);
    expect(await redeem(sandbox, tokenRequest(sandbox, code, verifier, override))).toMatchObject({
      status: 400,
      body: { error },
    });
  });

  it('rejects an unknown code and a body that is not a form', async () => {
    expect((await redeem(sandbox, tokenRequest(sandbox, 'made-up', pkce().verifier))).body.error).toBe('invalid_grant');
    const json = await fetch(`${sandbox.url}/sandbox/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(415);
  });
});
