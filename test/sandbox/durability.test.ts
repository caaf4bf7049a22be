import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSandboxStore } from '../../sandbox/database.mjs';
import { deferred } from '../support/deferred';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

/** Starts the sandbox in a child process on `dataDir`; answers its URL and the process. */
async function serve(dataDir: string) {
  const child = spawn(process.execPath, [join(__dirname, 'fixtures/serve-sandbox.mjs'), dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`the sandbox exited (${code}) before listening`)));
  });
  return { url, child };
}

const killed = (child: ReturnType<typeof spawn>) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

const integrity = (store: Awaited<ReturnType<typeof openSandboxStore>>) => store.get('PRAGMA integrity_check');
const OK = { integrity_check: 'ok' };

/** Processes spawned and a fresh database built: far over vitest's 5 s on a loaded machine. */
const SLOW = 120_000;

describe('never acknowledge before persisting', { timeout: SLOW }, () => {
  it('keeps an acknowledged change when the server is killed right after answering', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tapway-durability-'));
    folders.push(dataDir);
    const { url, child } = await serve(dataDir);
    const post = (path: string, body: unknown, cookie = '') =>
      fetch(`${url}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': 'metro', cookie },
        body: JSON.stringify(body),
      });
    const login = await post('/login', { email: 'luca.verdi@example.com', password: 'Tapway-2026' });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const { account } = (await login.json()) as { account: { id: number } };
    const edited = await post(
      '/edit',
      { account: { id: account.id, name: 'Luca Maria', surname: 'Verdi', language: 'en' } },
      cookie,
    );
    expect(edited.status).toBe(200);
    await killed(child);
    const store = await openSandboxStore(dataDir);
    try {
      expect(store.get('SELECT name FROM accounts WHERE id = ?', [account.id])).toEqual({ name: 'Luca Maria' });
      expect(integrity(store)).toEqual(OK);
    } finally {
      store.close();
    }
  });

  it('keeps every acknowledged change, and a sound database, when killed among concurrent changes', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tapway-durability-'));
    folders.push(dataDir);
    const { url, child } = await serve(dataDir);
    const acknowledged: string[] = [];
    const fiveAcknowledged = deferred();
    const login = () =>
      fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': 'metro' },
        body: JSON.stringify({ email: 'luca.verdi@example.com', password: 'Tapway-2026' }),
      })
        .then((answer) => {
          const id = /tapway_session=([^;]+)/.exec(answer.headers.get('set-cookie') ?? '')?.[1];
          if (answer.status === 200 && id) acknowledged.push(id);
          if (acknowledged.length === 5) fiveAcknowledged.resolve();
        })
        .catch(() => undefined);
    // 30 sessions asked for at once; the kill comes when 5 are acknowledged, with more on their way.
    const all = Array.from({ length: 30 }, login);
    await fiveAcknowledged.promise;
    await killed(child);
    await Promise.all(all);
    const store = await openSandboxStore(dataDir);
    try {
      expect(integrity(store)).toEqual(OK);
      const stored = new Set(store.all('SELECT hash FROM sessions').map((row) => row.hash));
      const sha256 = (id: string) => createHash('sha256').update(id).digest('hex');
      expect(acknowledged.filter((id) => !stored.has(sha256(id)))).toEqual([]);
    } finally {
      store.close();
    }
  });

  it('removes at start what a kill left behind (an unfinished reset, snapshots of the former whole-file writes)', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tapway-durability-'));
    folders.push(dataDir);
    await writeFile(join(dataDir, 'sandbox.sqlite.4242.17.tmp'), 'half a snapshot');
    await writeFile(join(dataDir, 'sandbox.sqlite.reset.tmp'), 'half a seed');
    const store = await openSandboxStore(dataDir);
    try {
      expect((await readdir(dataDir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
      expect(integrity(store)).toEqual(OK);
    } finally {
      store.close();
    }
  });
});
