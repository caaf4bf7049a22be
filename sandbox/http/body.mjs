// @ts-check
/** Reading a request body (JSON, or an HTML form), with a size limit. */
import { MAX_BODY_BYTES } from '../config.mjs';
import { HttpError } from './errors.mjs';

/** The JSON bodies read, per request: a schema check reads the body before its handler reads it again. */
const jsonBodies = new WeakMap();

/**
 * The request's body as a JSON object; an empty body reads as `{}`. Read once per request: a second call answers
 * the same object (or refusal).
 * @param {import('node:http').IncomingMessage} req @returns {Promise<Record<string, unknown>>}
 * @throws {HttpError} 413 when over the limit, 400 when not a JSON object
 */
export function readJsonBody(req) {
  let body = jsonBodies.get(req);
  if (!body) jsonBodies.set(req, (body = parseJsonBody(req)));
  return body;
}

/** @param {import('node:http').IncomingMessage} req @returns {Promise<Record<string, unknown>>} */
async function parseJsonBody(req) {
  const raw = (await readBody(req)).toString('utf8').trim();
  if (raw === '') return {};
  let value;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new HttpError(400, 'Malformed request');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new HttpError(400, 'Malformed request');
  return value;
}

/**
 * An application/x-www-form-urlencoded body (HTML forms, the OAuth token request).
 * @param {import('node:http').IncomingMessage} req @returns {Promise<URLSearchParams>}
 * @throws {HttpError} 413 when over the limit, 415 for another content type
 */
export async function readFormBody(req) {
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') throw new HttpError(415, 'Expected a form body');
  return new URLSearchParams((await readBody(req)).toString('utf8'));
}

/**
 * The raw body, up to MAX_BODY_BYTES. Past the limit the rest is discarded (not left unread, which would reset
 * the connection before the client reads the 413) and the connection is closed after the answer.
 * @param {import('node:http').IncomingMessage} req @returns {Promise<Buffer>}
 */
function readBody(req) {
  return new Promise((resolve, reject) => {
    const tooLarge = () => {
      req.removeAllListeners('data').resume();
      reject(new HttpError(413, 'Request too large', { Connection: 'close' }));
    };
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return tooLarge();
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) tooLarge();
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
