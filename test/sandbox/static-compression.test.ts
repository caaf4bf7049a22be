import http from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncodings } from '../../sandbox/http/compression.mjs';
import { precompressDir } from '../../scripts/precompress.mjs';
import { startSandbox, type Sandbox } from './support';

const SCRIPT = `export const greeting = ${JSON.stringify('ciao '.repeat(400))};\n`;
const INDEX = `<!doctype html><title>Tapway</title><meta name="referrer" content="strict-origin-when-cross-origin" /><p>${'riders '.repeat(300)}</p>`;

let sandbox: Sandbox;
let distDir: string;
beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'tapway-dist-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'index.html'), INDEX);
  await writeFile(join(distDir, 'assets', 'main-abc123.js'), SCRIPT);
  await writeFile(join(distDir, 'assets', 'logo-abc123.png'), Buffer.alloc(2000, 7));
  await writeFile(join(distDir, 'assets', 'tiny-abc123.js'), 'x');
  await precompressDir(distDir);
  sandbox = await startSandbox({ distDir });
});
afterAll(async () => {
  await sandbox.stop();
  await rm(distDir, { recursive: true, force: true });
});

/** A raw GET (fetch would decompress and hide the encoding). */
function get(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${sandbox.url}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

describe('the build precompresses', () => {
  it('writes a brotli and a gzip copy of text files, never of images or of files that would not shrink', async () => {
    const { existsSync } = await import('node:fs');
    expect(existsSync(join(distDir, 'assets', 'main-abc123.js.br'))).toBe(true);
    expect(existsSync(join(distDir, 'assets', 'main-abc123.js.gz'))).toBe(true);
    expect(existsSync(join(distDir, 'index.html.br'))).toBe(true);
    expect(existsSync(join(distDir, 'assets', 'logo-abc123.png.br'))).toBe(false);
    expect(existsSync(join(distDir, 'assets', 'tiny-abc123.js.gz'))).toBe(false);
  });
});

describe('Accept-Encoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['gzip', ['gzip']],
    ['br;q=0.5, gzip', ['gzip', 'br']],
    ['br;q=0, gzip', ['gzip']],
    ['*', ['br', 'gzip']],
    ['*;q=0, gzip', ['gzip']],
    ['identity', []],
    [undefined, []],
  ])('%s allows %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });
});

describe('compressed assets', () => {
  it('sends the brotli copy of a hashed asset to a browser, cached for a year', async () => {
    const answer = await get('/assets/main-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a client without brotli, and the file as it is to one without either', async () => {
    const gzipped = await get('/assets/main-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(SCRIPT);
    const plain = await get('/assets/main-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('sends images as they are, without Vary', async () => {
    const answer = await get('/assets/logo-abc123.png', { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toBeUndefined();
    expect(answer.body.length).toBe(2000);
  });

  it('sends a file the build left uncompressed (too small to gain) as it is, without Vary', async () => {
    const answer = await get('/assets/tiny-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toBeUndefined();
    expect(answer.body.toString()).toBe('x');
  });

  it('answers HEAD with the headers of the compressed copy and no body', async () => {
    const answer = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .request(
          `${sandbox.url}/assets/main-abc123.js`,
          { method: 'HEAD', headers: { 'accept-encoding': 'br' } },
          resolve,
        )
        .on('error', reject)
        .end();
    });
    answer.resume();
    expect(answer.headers['content-encoding']).toBe('br');
    expect(Number(answer.headers['content-length'])).toBeLessThan(SCRIPT.length / 10);
  });
});

describe('index.html and the runtime configuration', () => {
  it('compresses index.html, for / and page routes, revalidated on every visit (no-cache) with a 304', async () => {
    for (const path of ['/', '/dashboard']) {
      const answer = await get(path, { accept: 'text/html', 'accept-encoding': 'br' });
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(answer.body).toString()).toBe(INDEX);
      const again = await get(path, {
        accept: 'text/html',
        'accept-encoding': 'br',
        'if-none-match': String(answer.headers.etag),
      });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    }
  });

  it('compresses a token page built per request, keeping its no-referrer policy', async () => {
    const answer = await get('/reset_password?token=abc', { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(gunzipSync(answer.body).toString()).toContain('<meta name="referrer" content="no-referrer" />');
  });

  it('sends the runtime configuration compressed, no-cache (so a preload of it is reusable) and revalidated by ETag', async () => {
    const answer = await get('/runtime-config.json', { 'accept-encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(answer.body).toString())).toMatchObject({ defaultOperator: 'metro' });
    const again = await get('/runtime-config.json', {
      'accept-encoding': 'br',
      'if-none-match': String(answer.headers.etag),
    });
    expect(again.status).toBe(304);
    const otherEncoding = await get('/runtime-config.json', {
      'accept-encoding': 'gzip',
      'if-none-match': String(answer.headers.etag),
    });
    expect(otherEncoding.status).toBe(200);
    expect(otherEncoding.headers['content-encoding']).toBe('gzip');
  });
});
