import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from './support';

let sandbox: Sandbox;
let distDir: string;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'tapway-dist-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'index.html'), '<!doctype html><title>Tapway</title>');
  await writeFile(join(distDir, 'assets', 'main-1.js'), 'console.log(1)');
  await writeFile(
    join(distDir, 'assets', 'main-1.js.map'),
    '{"sources":["../../src/secret.ts"],"sourcesContent":["const key = 1"]}',
  );
  sandbox = await startSandbox({ distDir });
});
afterAll(async () => {
  await sandbox.stop();
  await rm(distDir, { recursive: true, force: true });
});

describe('what the sandbox publishes', () => {
  it('serves the build but never its source maps', async () => {
    expect((await sandbox.request('/assets/main-1.js', { operator: null })).status).toBe(200);
    const map = await sandbox.request('/assets/main-1.js.map', { operator: null });
    expect(map.status).toBe(404);
    expect(String(map.body)).not.toContain('sourcesContent');
  });

  it('answers an unexpected failure "Internal error" with a request id, never the exception text', async () => {
    const broken = await startSandbox();
    try {
      broken.store.db.close();
      const answer = await broken.request('/api/languages');
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({ error: 'Internal error', requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      expect(answer.headers.get('x-request-id')).toBe((answer.body as { requestId: string }).requestId);
    } finally {
      await broken.stop().catch(() => undefined);
    }
  });
});
