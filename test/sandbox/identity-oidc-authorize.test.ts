import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, authorizeParams, pkce, submitSignIn } from './identity-oidc-flow';
import { ANNA, GIULIA, startSandbox, type Sandbox } from './support';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${sandbox.url}${path}`, { redirect: 'manual', headers });

describe('the OpenID Connect authority: discovery', () => {
  it('publishes its metadata with an https issuer and the real http endpoints', async () => {
    const host = new URL(sandbox.url).host;
    const metadata = await (await get('/sandbox/oidc/.well-known/openid-configuration')).json();
    expect(metadata).toMatchObject({
      issuer: `https://${host}/sandbox/oidc`,
      authorization_endpoint: `${sandbox.url}/sandbox/oidc/authorize`,
      token_endpoint: `${sandbox.url}/sandbox/oidc/token`,
      end_session_endpoint: `${sandbox.url}/sandbox/oidc/logout`,
      jwks_uri: `${sandbox.url}/sandbox/oidc/keys`,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
      id_token_signing_alg_values_supported: ['RS256'],
    });
    const keys = await (await get('/sandbox/oidc/keys')).json();
    expect(keys.keys).toEqual([
      expect.objectContaining({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) }),
    ]);
  });
});

describe('GET /sandbox/oidc/authorize', () => {
  it('shows an accessible sign-in page in the language asked for, keeping the request', async () => {
    const params = authorizeParams(sandbox, pkce().challenge, { ui_locales: 'de', login_hint: ANNA.email });
    const response = await get(`/sandbox/oidc/authorize?${params}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<h1>Bei Enterprise Rail anmelden</h1>');
    expect(html).toMatch(
      /<label for="email">E-Mail-Adresse<\/label>\s*<input id="email" name="email" type="email"[^>]*value="anna.weber@example.com"/,
    );
    expect(html).toContain('<label for="password">Passwort</label>');
    expect(html).toContain('name="code_challenge" value="');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it.each([
    ['an unknown client', { client_id: 'someone-else' }],
    ['an unregistered redirect URI', { redirect_uri: 'http://evil.example/msal-redirect.html' }],
  ])('shows an error for %s and never redirects', async (_case, override) => {
    const response = await get(`/sandbox/oidc/authorize?${authorizeParams(sandbox, pkce().challenge, override)}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('role="alert"');
  });

  it.each([
    ['no PKCE', { code_challenge: '' }, 'invalid_request'],
    ['plain PKCE', { code_challenge_method: 'plain' }, 'invalid_request'],
    ['another response type', { response_type: 'token' }, 'unsupported_response_type'],
    ['no openid scope', { scope: 'profile' }, 'invalid_scope'],
  ])('answers the redirect URI with an error for %s', async (_case, override, error) => {
    const response = await get(`/sandbox/oidc/authorize?${authorizeParams(sandbox, pkce().challenge, override)}`);
    expect(response.status).toBe(303);
    expect(Object.fromEntries(answerOf(response))).toMatchObject({ error, state: 'state-123' });
  });
});

describe('POST /sandbox/oidc/authorize', () => {
  const params = () => authorizeParams(sandbox, pkce().challenge);

  it("redirects with a code and the state in the fragment for the directory's rider", async () => {
    const response = await submitSignIn(sandbox, params(), {
      email: ANNA.email,
      password: ANNA.password,
      action: 'sign-in',
    });
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(location.startsWith(`${sandbox.url}/msal-redirect.html#`)).toBe(true);
    expect(Object.fromEntries(answerOf(response))).toEqual({
      code: expect.stringMatching(/^[\w-]{43}$/),
      state: 'state-123',
    });
  });

  it('answers in the query when the request asked for it', async () => {
    const response = await submitSignIn(
      sandbox,
      authorizeParams(sandbox, pkce().challenge, { response_mode: 'query' }),
      { email: ANNA.email, password: ANNA.password },
    );
    expect(response.headers.get('location')).toMatch(/msal-redirect\.html\?code=/);
  });

  it.each([
    [
      'a wrong password',
      { email: ANNA.email, password: 'Wrong-2026' },
      401,
      'The e-mail address or the password is not right.',
    ],
    [
      "another operator's rider",
      { email: GIULIA.email, password: GIULIA.password },
      401,
      'The e-mail address or the password is not right.',
    ],
    ['empty fields', { email: '', password: '' }, 400, 'Enter your e-mail address and your password.'],
  ])('shows the page again with an alert for %s', async (_case, fields, status, text) => {
    const response = await submitSignIn(sandbox, params(), fields);
    expect(response.status).toBe(status);
    const html = await response.text();
    expect(html).toContain(`role="alert"><strong>There is a problem:</strong> ${text.replace(/'/g, '&#39;')}`);
    expect(html).toContain('aria-invalid="true" aria-describedby="sign-in-error"');
  });

  it('answers access_denied when the rider cancels', async () => {
    const response = await submitSignIn(sandbox, params(), { action: 'cancel' });
    expect(Object.fromEntries(answerOf(response))).toMatchObject({ error: 'access_denied', state: 'state-123' });
  });
});

describe('GET /sandbox/oidc/logout', () => {
  it('returns to the registered post-logout URI with the state', async () => {
    const target = `${sandbox.url}/msal-redirect.html`;
    const response = await get(
      `/sandbox/oidc/logout?${new URLSearchParams({ post_logout_redirect_uri: target, state: 'bye' })}`,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${target}?state=bye`);
  });

  it('never follows an unregistered post-logout URI', async () => {
    const response = await get(
      `/sandbox/oidc/logout?post_logout_redirect_uri=${encodeURIComponent('http://evil.example/')}`,
      { 'accept-language': 'fr-FR' },
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<h1>Vous êtes déconnecté.</h1>');
  });
});
