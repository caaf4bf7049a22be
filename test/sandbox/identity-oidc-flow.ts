import { createHash, randomBytes } from 'node:crypto';
import { AZURE_CLIENTS } from '../../sandbox/identity/settings.mjs';
import { ANNA, type Sandbox } from './support';

/** A PKCE pair (RFC 7636, S256). */
export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The authorize parameters MSAL sends for the enterprise operator's client. */
export function authorizeParams(sandbox: Sandbox, challenge: string, overrides: Record<string, string> = {}) {
  return new URLSearchParams({
    client_id: AZURE_CLIENTS.enterprise!,
    redirect_uri: `${sandbox.url}/msal-redirect.html`,
    response_type: 'code',
    response_mode: 'fragment',
    scope: 'openid profile email offline_access',
    state: 'state-123',
    nonce: 'nonce-456',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...overrides,
  });
}

/** POSTs the sign-in form (the carried parameters plus the form's fields); answers without following redirects. */
export function submitSignIn(sandbox: Sandbox, params: URLSearchParams, fields: Record<string, string>) {
  return fetch(`${sandbox.url}/sandbox/oidc/authorize`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...Object.fromEntries(params), ...fields }),
  });
}

/** The answer parameters of a redirect to the redirect URI (fragment or query). */
export function answerOf(response: Response): URLSearchParams {
  const location = new URL(response.headers.get('location') ?? '');
  return new URLSearchParams(location.hash ? location.hash.slice(1) : location.search);
}

/** A code for Anna at the enterprise directory, with the verifier that redeems it. */
export async function annaCode(sandbox: Sandbox) {
  const { verifier, challenge } = pkce();
  const params = authorizeParams(sandbox, challenge);
  const answer = answerOf(
    await submitSignIn(sandbox, params, { email: ANNA.email, password: ANNA.password, action: 'sign-in' }),
  );
  return { code: answer.get('code') ?? '', verifier, params };
}

/** POSTs a token request (form body, as MSAL sends it). */
export async function redeem(sandbox: Sandbox, fields: Record<string, string>) {
  const response = await fetch(`${sandbox.url}/sandbox/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
    body: new URLSearchParams(fields),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, string>,
  };
}

/** The token request for a code, as MSAL makes it; `overrides` change single fields. */
export const tokenRequest = (
  sandbox: Sandbox,
  code: string,
  verifier: string,
  overrides: Record<string, string> = {},
) => ({
  grant_type: 'authorization_code',
  client_id: AZURE_CLIENTS.enterprise!,
  redirect_uri: `${sandbox.url}/msal-redirect.html`,
  code,
  code_verifier: verifier,
  scope: 'openid profile email offline_access',
  client_info: '1',
  ...overrides,
});

/** A JWT's claims, unchecked. */
export const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8'));
