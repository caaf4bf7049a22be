import type { IncomingMessage } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Sessions } from '../../sandbox/auth/session.mjs';
import { openSandboxStore } from '../../sandbox/database.mjs';
import { HttpError } from '../../sandbox/http/errors.mjs';
import { GIULIA, sessionCookie, startSandbox } from './support';

const requestWith = (cookie?: string) => ({ headers: cookie ? { cookie } : {} }) as IncomingMessage;
const cookieOf = (setCookie: string) => setCookie.split(';')[0] ?? '';

function statusOf(action: () => unknown) {
  try {
    action();
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
  return 200;
}

describe('Sessions.requireAccount', () => {
  let dataDir: string;
  let store: Awaited<ReturnType<typeof openSandboxStore>>;
  let sessions: Sessions;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tapway-session-'));
    store = await openSandboxStore(dataDir);
    sessions = new Sessions(store);
  });
  afterAll(async () => {
    store.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 401 without a session cookie', () => {
    expect(statusOf(() => sessions.requireAccount(requestWith(), 1, 'metro'))).toBe(401);
  });

  it('answers 401 with an unknown session id', () => {
    expect(statusOf(() => sessions.requireAccount(requestWith('tapway_session=forged'), 1, 'metro'))).toBe(401);
  });

  it("answers 403 for another account's data", () => {
    const cookie = cookieOf(sessions.start(1));
    expect(statusOf(() => sessions.requireAccount(requestWith(`other=1; ${cookie}`), 2, 'metro'))).toBe(403);
  });

  it("lets the session's own account through, by number or numeric string", () => {
    const req = requestWith(cookieOf(sessions.start(1)));
    expect(sessions.requireAccount(req, 1, 'metro')).toBe(1);
    expect(sessions.requireAccount(req, '1', 'metro')).toBe(1);
  });

  it("answers 401 under another operator's key: a session belongs to its account's operator", () => {
    const req = requestWith(cookieOf(sessions.start(1)));
    expect(statusOf(() => sessions.requireAccount(req, 1, 'enterprise'))).toBe(401);
    expect(statusOf(() => sessions.requireSession(req, 'enterprise'))).toBe(401);
    expect(sessions.requireSession(req, 'metro')).toBe(1);
  });

  it('answers 401 once the sessions of the account are ended', () => {
    const req = requestWith(cookieOf(sessions.start(3)));
    sessions.endAll(3);
    expect(statusOf(() => sessions.requireAccount(req, 3, 'enterprise'))).toBe(401);
  });

  it('stores only a hash of the session id', () => {
    const id = cookieOf(sessions.start(1)).split('=')[1] ?? '';
    const rows = store.all('SELECT hash FROM sessions');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.hash === id)).toBe(false);
  });
});

describe('POST /api/logout (an extension, docs/contracts.md)', () => {
  it('ends the server session and clears the cookie: the cookie no longer opens anything', async () => {
    const sandbox = await startSandbox();
    try {
      const login = await sandbox.post('/login', { email: GIULIA.email, password: GIULIA.password });
      const cookie = sessionCookie(login.headers);
      const account = (login.body as { account: { id: number } }).account;
      expect((await sandbox.post('/bank_cards/get', { accounts_id: account.id }, { headers: { cookie } })).status).toBe(
        200,
      );
      const out = await sandbox.post('/logout', {}, { headers: { cookie } });
      expect(out.body).toEqual({ loggedOut: true });
      expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/);
      expect((await sandbox.post('/bank_cards/get', { accounts_id: account.id }, { headers: { cookie } })).status).toBe(
        401,
      );
      expect((await sandbox.post('/logout', {}, { headers: { cookie } })).status).toBe(200);
    } finally {
      await sandbox.stop();
    }
  });
});
