// @ts-check
/**
 * Short opaque tokens the stand-ins hand to the browser (captcha answers, social access tokens):
 * a JSON payload and its HMAC-SHA256 under a secret made when the process starts.
 */
import crypto from 'node:crypto';
import { isObject } from './identity.mjs';

const SECRET = crypto.randomBytes(32);

/** @param {string} purpose @param {string} payload */
const mac = (purpose, payload) => crypto.createHmac('sha256', SECRET).update(`${purpose}.${payload}`).digest();

/**
 * @param {string} purpose what the token is for (a token for one purpose never passes for another)
 * @param {Record<string, unknown>} claims @param {number} ttlSeconds @returns {string}
 */
export function issueHmacToken(purpose, claims, ttlSeconds) {
  const payload = Buffer.from(
    JSON.stringify({
      ...claims,
      jti: crypto.randomBytes(12).toString('base64url'),
      exp: Date.now() + ttlSeconds * 1000,
    }),
  ).toString('base64url');
  return `${payload}.${mac(purpose, payload).toString('base64url')}`;
}

/**
 * The claims of a token issued for `purpose`, unless forged or expired.
 * @param {string} purpose @param {unknown} token @returns {Record<string, unknown> & { jti: string, exp: number } | undefined}
 */
export function readHmacToken(purpose, token) {
  if (typeof token !== 'string' || token.length > 2048) return undefined;
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return undefined;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(purpose, payload);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return undefined;
  let claims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isObject(claims) || typeof claims.jti !== 'string' || typeof claims.exp !== 'number') return undefined;
  return claims.exp > Date.now() ? /** @type {any} */ (claims) : undefined;
}

/**
 * Remembers used token ids until they expire, for tokens that may be used once.
 */
export class UsedTokens {
  /** @type {Map<string, number>} jti → expiry (ms) */
  #used = new Map();

  /** Records the use; false when the id was used before. @param {string} jti @param {number} expiresAt */
  use(jti, expiresAt) {
    const now = Date.now();
    for (const [id, expiry] of this.#used) if (expiry <= now) this.#used.delete(id);
    if (this.#used.has(jti)) return false;
    this.#used.set(jti, expiresAt);
    return true;
  }
}
