// @ts-check
/** Reading an application/x-www-form-urlencoded body (HTML forms, the OAuth token request), with a size limit. */
import { MAX_BODY_BYTES } from '../config.mjs';
import { HttpError } from '../http/errors.mjs';

/**
 * @param {import('node:http').IncomingMessage} req @returns {Promise<URLSearchParams>}
 * @throws {HttpError} 413 past the limit (the rest is drained, so the answer still reaches the client),
 *   415 for another content type
 */
export function readFormBody(req) {
  const type = String(req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return Promise.reject(new HttpError(415, 'Expected a form body'));
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
    req.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}
