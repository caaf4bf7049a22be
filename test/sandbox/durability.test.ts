import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../../sandbox/db/store.mjs';

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

describe('never acknowledge before persisting (issue 10 §4)', () => {
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
    const store = await openStore(dataDir);
    try {
      expect(store.get('SELECT name FROM accounts WHERE id = ?', [account.id])).toEqual({ name: 'Luca Maria' });
    } finally {
      store.close();
    }
  });
});
