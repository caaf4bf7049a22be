// @ts-check
/** Content negotiation for compressed answers: the build's precompressed copies, or a body compressed on the way out. */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { send } from './respond.mjs';

/** @typedef {'br' | 'gzip'} Encoding */

/** The encodings the sandbox sends, best first, with the suffix of their precompressed copies. */
const ENCODINGS = /** @type {const} */ ([
  ['br', '.br'],
  ['gzip', '.gz'],
]);

/** Bodies smaller than this go out as they are: compressing them saves less than a packet. */
const MIN_DYNAMIC_BYTES = 1024;

/**
 * The encodings an Accept-Encoding header allows, best first (br before gzip at equal weight;
 * `q=0` refuses one; `*` stands for every encoding not named).
 * @param {string | string[] | undefined} header @returns {Encoding[]}
 */
export function acceptedEncodings(header) {
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const part of String(header ?? '')
    .toLowerCase()
    .split(',')) {
    const [name = '', ...params] = part
      .trim()
      .split(';')
      .map((s) => s.trim());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (/** @type {string} */ name) => weights.get(name) ?? weights.get('*') ?? 0;
  return ENCODINGS.map(([name]) => name)
    .filter((name) => weightOf(name) > 0)
    .sort((a, b) => weightOf(b) - weightOf(a));
}

/** @param {string} path */
const isFile = (path) => {
  try {
    return fs.statSync(path).isFile();
  } catch {
    return false;
  }
};

/**
 * Whether the build wrote a compressed copy of `file` (`file.br`, `file.gz`): the build decides
 * what is worth compressing (scripts/precompress.mjs), the server only reads what it left.
 * @param {string} file
 */
export const hasPrecompressedCopy = (file) => ENCODINGS.some(([, suffix]) => isFile(`${file}${suffix}`));

/**
 * The best precompressed copy of `file` the client accepts (`file.br`, `file.gz`), if the build wrote one.
 * @param {string} file @param {string | string[] | undefined} acceptEncoding
 * @returns {{ file: string, encoding: Encoding } | undefined}
 */
export function precompressedCopy(file, acceptEncoding) {
  for (const encoding of acceptedEncodings(acceptEncoding)) {
    const copy = `${file}${ENCODINGS.find(([name]) => name === encoding)?.[1]}`;
    if (isFile(copy)) return { file: copy, encoding };
  }
  return undefined;
}

/**
 * `body` in the best encoding the client accepts, for answers built per request (the runtime
 * configuration, a token page); small bodies are left as they are.
 * @param {Buffer} body @param {string | string[] | undefined} acceptEncoding
 * @returns {{ body: Buffer, encoding?: Encoding }}
 */
export function compressBody(body, acceptEncoding) {
  if (body.length < MIN_DYNAMIC_BYTES) return { body };
  const [encoding] = acceptedEncodings(acceptEncoding);
  if (encoding === 'br')
    return { body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding };
  if (encoding === 'gzip') return { body: gzipSync(body, { level: 6 }), encoding };
  return { body };
}

/**
 * Whether the client's cached copy (If-None-Match) is still `etag`; then answers 304 Not Modified.
 * @param {import('node:http').ServerResponse} res @param {string} etag @param {Record<string, string>} headers
 */
export function answeredNotModified(res, etag, headers) {
  const match = String(res.req?.headers['if-none-match'] ?? '');
  if (!match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*')) return false;
  res.writeHead(304, { ...headers, ETag: etag });
  res.end();
  return true;
}

/**
 * A body built per request, compressed as the client accepts, with an ETag so a `no-cache`
 * answer is revalidated (304) instead of sent again.
 * @param {import('node:http').ServerResponse} res @param {string | Buffer} body @param {Record<string, string>} headers
 */
export function sendCompressed(res, body, headers) {
  const raw = typeof body === 'string' ? Buffer.from(body) : body;
  const { body: out, encoding } = compressBody(raw, res.req?.headers['accept-encoding']);
  const etag = `"${createHash('sha1').update(raw).digest('base64url').slice(0, 20)}${encoding ? `-${encoding}` : ''}"`;
  const all = { ...headers, Vary: 'Accept-Encoding', ...(encoding ? { 'Content-Encoding': encoding } : {}) };
  if (answeredNotModified(res, etag, all)) return;
  send(res, 200, out, { ...all, ETag: etag });
}

/**
 * A JSON answer built per request, compressed off the event loop as the client accepts; private
 * data, so never stored by caches. @param {import('node:http').ServerResponse} res @param {unknown} value @param {number} [status]
 */
export const sendCompressedJson = (res, value, status = 200) =>
  sendCompressedJsonText(res, JSON.stringify(value), status);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Past this size a body is compressed at a lower brotli quality (≈2× faster, ≈15 % larger). */
const LARGE_BYTES = 1_000_000;

/**
 * Like compressBody, in libuv's thread pool: the event loop keeps answering while a large body
 * (a year of trips) is compressed. @param {Buffer} body @param {string | string[] | undefined} acceptEncoding
 * @returns {Promise<{ body: Buffer, encoding?: Encoding }>}
 */
export async function compressBodyAsync(body, acceptEncoding) {
  if (body.length < MIN_DYNAMIC_BYTES) return { body };
  const [encoding] = acceptedEncodings(acceptEncoding);
  const quality = body.length > LARGE_BYTES ? 4 : 5;
  if (encoding === 'br')
    return { body: await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }), encoding };
  if (encoding === 'gzip') return { body: await gzipAsync(body, { level: 6 }), encoding };
  return { body };
}

/**
 * A JSON answer built per request (a year of trips), compressed off the event loop as the client
 * accepts; private data, so never stored by caches. `json` is the serialised value.
 * @param {import('node:http').ServerResponse} res @param {string} json @param {number} [status]
 */
export async function sendCompressedJsonText(res, json, status = 200) {
  sendBuiltJson(res, await compressBodyAsync(Buffer.from(json), res.req?.headers['accept-encoding']), status);
}

/**
 * A JSON answer already compressed (compressBodyAsync), never stored by caches.
 * @param {import('node:http').ServerResponse} res @param {{ body: Buffer, encoding?: Encoding }} answer @param {number} [status]
 */
export function sendBuiltJson(res, { body, encoding }, status = 200) {
  send(res, status, body, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
}
