import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOGLE_CLIENT_ID } from '../../sandbox/identity/settings.mjs';
import { googleCredential } from './identity-proofs';
import { startSandbox, type Sandbox } from './support';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());

const chooser = (fields: Record<string, string>) =>
  fetch(`${sandbox.url}/sandbox/identity/google/chooser`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: GOOGLE_CLIENT_ID, nonce: 'n-1', hl: 'it', ...fields }),
  });
/** The result the return page hands to the portal window. */
const resultOf = (html: string) =>
  JSON.parse(
    (/<meta name="sandbox-popup-result" content="([^"]*)">/.exec(html)?.[1] ?? '')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&'),
  );
const loginWithGoogle = (credential: string, password?: string) =>
  sandbox.post('/login_with_google', {
    response: { credential, clientId: GOOGLE_CLIENT_ID, select_by: 'user' },
    ...(password ? { password } : {}),
  });

describe('the search-engine stand-in', () => {
  it('serves its GIS client script', async () => {
    const script = await sandbox.request('/sandbox/identity/google/gsi-client.js', { operator: null });
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain('window.google.accounts.id = {');
  });

  it('shows the account chooser in the language asked for, and refuses an unknown client', async () => {
    const page = await sandbox.request(`/sandbox/identity/google/chooser?client_id=${GOOGLE_CLIENT_ID}&hl=fr`, {
      operator: null,
    });
    expect(page.body).toContain('<h1>Choisissez un compte</h1>');
    expect(page.body).toContain('Giulia Rossi – giulia.rossi@example.com');
    expect((await sandbox.request('/sandbox/identity/google/chooser?client_id=other', { operator: null })).status).toBe(
      400,
    );
  });

  it('hands back a credential that login_with_google accepts', async () => {
    const page = await chooser({ pick: 'giulia.rossi@example.com', select_by: 'btn' });
    const html = await page.text();
    expect(html).toContain('<script src="/sandbox/identity/popup-return.js" defer></script>');
    const result = resultOf(html);
    expect(result).toMatchObject({ source: 'sandbox-gsi', type: 'credential', select_by: 'btn' });
    const payload = JSON.parse(Buffer.from(result.credential.split('.')[1], 'base64url').toString());
    expect(payload).toMatchObject({
      aud: GOOGLE_CLIENT_ID,
      nonce: 'n-1',
      email: 'giulia.rossi@example.com',
      given_name: 'Giulia',
      family_name: 'Rossi',
      sub: expect.stringMatching(/^\d{21}$/),
    });
    // Giulia rides with Metro already: her Google identity links only with her Tapway password.
    expect((await loginWithGoogle(result.credential)).body).toEqual({
      linkRequired: { email: 'giulia.rossi@example.com' },
    });
    const answer = await loginWithGoogle(result.credential, 'Tapway-2026');
    expect(answer.body).toMatchObject({ account: { email: 'giulia.rossi@example.com', google_id: payload.sub } });
  });

  it("takes another of the provider's own accounts only with its password, never a bare typed address", async () => {
    for (const [fields, alert] of [
      [{ email: 'sara.blu@example.com' }, 'Inserisci indirizzo e-mail e password.'],
      [
        { email: 'attacker.typed@example.com', password: 'Tapway-2026' },
        'L&#39;indirizzo e-mail o la password non sono corretti.',
      ],
      [
        { email: 'marco.bianchi@example.com', password: 'Wrong-2026' },
        'L&#39;indirizzo e-mail o la password non sono corretti.',
      ],
    ] as const) {
      const wrong = await chooser({ action: 'other', ...fields });
      expect(wrong.status).toBe(400);
      const html = await wrong.text();
      expect(html).toContain(`role="alert">${alert}`);
      expect(html).not.toContain('sandbox-popup-result');
    }
    const result = resultOf(
      await (await chooser({ action: 'other', email: 'marco.bianchi@example.com', password: 'Tapway-2026' })).text(),
    );
    const claims = JSON.parse(Buffer.from(result.credential.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ email: 'marco.bianchi@example.com', email_verified: true, given_name: 'Marco' });
  });

  it('hands back a cancellation', async () => {
    expect(resultOf(await (await chooser({ action: 'cancel' })).text())).toEqual({
      source: 'sandbox-gsi',
      type: 'cancel',
    });
  });
});

describe('POST /api/login_with_google verifies what the stand-in issued', () => {
  const claims = { sub: '100000000000000000001', email: 'forger@example.com', given_name: 'F', family_name: 'G' };
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it.each([
    [
      'a tampered payload',
      () => {
        const [head, body, signature] = googleCredential(sandbox.url, claims).split('.');
        const genuine = JSON.parse(Buffer.from(body!, 'base64url').toString());
        return `${head}.${b64({ ...genuine, email: 'giulia.rossi@example.com' })}.${signature}`;
      },
    ],
    ['an unsigned credential', () => `${b64({ alg: 'none' })}.${b64(claims)}.`],
    [
      'an expired credential',
      () => googleCredential(sandbox.url, { ...claims, iat: 1_600_000_000, exp: 1_600_003_600 }),
    ],
    [
      'another client',
      () => googleCredential(sandbox.url, { ...claims, aud: 'someone-else.apps.googleusercontent.example' }),
    ],
    ['another issuer', () => googleCredential(sandbox.url, { ...claims, iss: 'https://accounts.google.com' })],
  ])('answers 400 to %s', async (_case, credential) => {
    const answer = await loginWithGoogle(credential());
    expect(answer).toMatchObject({ status: 400, body: { error: 'Invalid identity response' } });
  });
});
