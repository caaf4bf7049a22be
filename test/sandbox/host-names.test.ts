import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from './support';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ publicOrigin: 'https://portal.metro.example' });
});
afterAll(() => sandbox.stop());

/** A request with a Host header of our choosing (fetch does not let one set it). */
function withHost(host: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: sandbox.port, path, headers: { host, 'x-api-key': 'metro' } },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

describe('the host names the sandbox serves', () => {
  it('answers its own host names and the configured public origin', async () => {
    expect((await withHost(`127.0.0.1:${sandbox.port}`, '/api/languages')).status).toBe(200);
    expect((await withHost(`localhost:${sandbox.port}`, '/api/languages')).status).toBe(200);
    expect((await withHost('portal.metro.example', '/api/languages')).status).toBe(200);
  });

  it('refuses any other host with 421: a DNS-rebinding page, or a Host meant to poison mailed links', async () => {
    const answer = await withHost('attacker.example', '/api/languages');
    expect(answer.status).toBe(421);
    expect(answer.body).not.toContain('"id"');
    expect((await withHost(`attacker.example:${sandbox.port}`, '/')).status).toBe(421);
  });
});

describe('mailed links and cookies behind the configured public origin', () => {
  it('builds mailed links on the configured origin, never on the Host or Origin the request names', async () => {
    const answer = await sandbox.post(
      '/email/send_forgot_password_request',
      { email: 'giulia.rossi@example.com' },
      { headers: { origin: sandbox.url } },
    );
    expect(answer.status).toBe(200);
    const [mail] = await sandbox.mailsTo('giulia.rossi@example.com');
    expect(mail!.links[0]).toMatch(/^https:\/\/portal\.metro\.example\/forgot_password\/request_in_progress\?token=/);
  });

  it('marks the session and device cookies Secure when the public origin is https, and clears it Secure', async () => {
    const login = await sandbox.post('/login', { email: 'giulia.rossi@example.com', password: 'Tapway-2026' });
    const [session, device] = login.headers.getSetCookie();
    expect(session).toMatch(/^tapway_session=[\w-]+; HttpOnly; Secure; SameSite=Strict; Path=\/; Max-Age=\d+$/);
    expect(device).toMatch(/^tapway_device_\d+=[\w.-]+; HttpOnly; Secure; SameSite=Strict; Path=\/; Max-Age=\d+$/);
    const logout = await sandbox.request('/api/logout', { method: 'POST', json: {} });
    expect(logout.headers.get('set-cookie')).toContain('; Secure;');
  });
});

describe("the sandbox's destructive calls", () => {
  // Behind a public origin the sandbox's tools ask for its operator password (test/sandbox/operator-password.test.ts).
  const authorization = () => `Basic ${Buffer.from(`operator:${sandbox.operatorPassword}`).toString('base64')}`;
  const post = (path: string, headers: Record<string, string>, body = '{}') =>
    fetch(`${sandbox.url}${path}`, { method: 'POST', headers: { authorization: authorization(), ...headers }, body });

  it('refuse a form another site posts (text/plain, no preflight), and cross-site JSON', async () => {
    expect((await post('/sandbox/api/reset', { 'content-type': 'text/plain' })).status).toBe(415);
    expect(
      (await post('/sandbox/api/expire-tokens', { 'content-type': 'application/x-www-form-urlencoded' }, 'email=x'))
        .status,
    ).toBe(415);
    expect(
      (await post('/sandbox/api/reset', { 'content-type': 'application/json', origin: 'https://attacker.example' }))
        .status,
    ).toBe(403);
    expect(
      (await post('/sandbox/api/reset', { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' })).status,
    ).toBe(403);
  });

  it('take a same-origin JSON request', async () => {
    expect((await post('/sandbox/api/reset', { 'content-type': 'application/json', origin: sandbox.url })).status).toBe(
      200,
    );
    expect((await post('/sandbox/api/expire-tokens', { 'content-type': 'application/json' })).status).toBe(200);
  });
});
