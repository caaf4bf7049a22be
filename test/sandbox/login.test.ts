import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIULIA, MARCO, startSandbox, type Sandbox } from './support';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());

describe('GET /api/languages', () => {
  it('lists the operator languages', async () => {
    const answer = await sandbox.request('/api/languages');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      { id: 'en', name: 'English' },
      { id: 'it', name: 'Italiano' },
      { id: 'fr', name: 'Français' },
      { id: 'de', name: 'Deutsch' },
    ]);
  });

  it.each([[null], ['nobody']])('answers 401 for the operator key %s', async (operator) => {
    const answer = await sandbox.request('/api/languages', { operator });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: 'Unknown operator' });
  });
});

describe('POST /api/login', () => {
  it('answers the account and starts a session cookie', async () => {
    const answer = await sandbox.post('/login', GIULIA);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      account: {
        id: expect.any(Number),
        name: 'Giulia',
        surname: 'Rossi',
        email: GIULIA.email,
        language: 'it',
        locales_id: 'it-IT',
        notify_ticket_issuance: true,
        google_id: null,
        facebook_id: null,
      },
    });
    const cookie = answer.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^tapway_session=[\w-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Max-Age=43200');
  });

  it('matches the e-mail without regard to case', async () => {
    const answer = await sandbox.post('/login', { ...GIULIA, email: 'Giulia.Rossi@Example.com' });
    expect(answer.body).toHaveProperty('account.name', 'Giulia');
  });

  it.each([
    [{ email: 'nobody@example.com', password: 'Tapway-2026' }, 'No Account Found'],
    [{ email: GIULIA.email, password: 'Wrong-2026' }, 'Password Incorrect'],
    [MARCO, 'Unconfirmed Email'],
  ])('answers %j with %s', async (body, expected) => {
    const answer = await sandbox.post('/login', body);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(expected);
    expect(answer.headers.get('set-cookie')).toBeNull();
  });

  it('answers field errors', async () => {
    expect((await sandbox.post('/login', {})).body).toEqual({
      errors: [
        { path: 'email', msg: 'required' },
        { path: 'password', msg: 'required' },
      ],
    });
    expect((await sandbox.post('/login', { email: 'not-an-email', password: 'x' })).body).toEqual({
      errors: [{ path: 'email', msg: 'invalid' }],
    });
  });

  it('keeps accounts apart per operator', async () => {
    expect((await sandbox.post('/login', GIULIA, { operator: 'enterprise' })).body).toBe('No Account Found');
  });
});

describe('malformed requests', () => {
  it('answers 400 to a body that is not JSON', async () => {
    const answer = await sandbox.request('/api/login', {
      method: 'POST',
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'Malformed request' });
  });

  it('answers 400 to JSON that is not an object', async () => {
    expect((await sandbox.post('/login', ['a'])).status).toBe(400);
  });

  it('answers 413 to a body over 64 kB', async () => {
    const answer = await sandbox.post('/login', { email: 'a@example.com', password: 'x'.repeat(70_000) });
    expect(answer.status).toBe(413);
  });

  it('answers 413 to a streamed body that grows over 64 kB', async () => {
    const chunk = new TextEncoder().encode(' '.repeat(16_384));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const answer = await sandbox.request('/api/login', { method: 'POST', body, duplex: 'half' } as RequestInit);
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ error: 'Request too large' });
  });

  it('answers 404 JSON to an unknown API path and 405 to a wrong method', async () => {
    const missing = await sandbox.request('/api/nothing_here');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Not found' });
    const wrongMethod = await sandbox.request('/api/login');
    expect(wrongMethod.status).toBe(405);
  });
});
