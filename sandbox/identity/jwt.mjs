// @ts-check
/**
 * JSON Web Tokens the sandbox's identity stand-ins issue and check: RS256 with a key pair made
 * when the process starts (so nothing secret is stored), its public half served as a JWKS.
 */
import crypto from 'node:crypto';
import { isObject } from './identity.mjs';

const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
const KEY_ID = `sandbox-${crypto.randomBytes(6).toString('hex')}`;
/** Seconds of clock skew tolerated on exp, nbf and iat. */
const LEEWAY_SECONDS = 60;

/** @param {unknown} value */
const part = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** @returns {number} the current time in seconds */
export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Signs claims as a compact RS256 JWT. @param {Record<string, unknown>} claims @returns {string} */
export function signJwt(claims) {
  const input = `${part({ alg: 'RS256', typ: 'JWT', kid: KEY_ID })}.${part(claims)}`;
  return `${input}.${crypto.sign('sha256', Buffer.from(input), privateKey).toString('base64url')}`;
}

/** The public key as a JSON Web Key Set. */
export function jwks() {
  return { keys: [{ ...publicKey.export({ format: 'jwk' }), kid: KEY_ID, use: 'sig', alg: 'RS256' }] };
}

/** @param {string} segment @returns {unknown} */
function decode(segment) {
  try {
    return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The claims of a JWT this process signed, when its signature, issuer, audience and lifetime hold.
 * @param {unknown} token @param {{ issuer: string, audience: string | string[], now?: number }} expected
 * @returns {Record<string, unknown> | undefined}
 */
export function verifyJwt(token, { issuer, audience, now = nowSeconds() }) {
  if (typeof token !== 'string') return undefined;
  const [head, body, signature, ...rest] = token.split('.');
  if (!head || !body || !signature || rest.length > 0) return undefined;
  const header = decode(head);
  if (!isObject(header) || header.alg !== 'RS256' || header.kid !== KEY_ID) return undefined;
  const valid = crypto.verify('sha256', Buffer.from(`${head}.${body}`), publicKey, Buffer.from(signature, 'base64url'));
  const claims = valid ? decode(body) : undefined;
  if (!isObject(claims) || claims.iss !== issuer) return undefined;
  const audiences = Array.isArray(audience) ? audience : [audience];
  if (typeof claims.aud !== 'string' || !audiences.includes(claims.aud)) return undefined;
  if (typeof claims.exp !== 'number' || claims.exp + LEEWAY_SECONDS <= now) return undefined;
  if (typeof claims.nbf === 'number' && claims.nbf - LEEWAY_SECONDS > now) return undefined;
  if (typeof claims.iat === 'number' && claims.iat - LEEWAY_SECONDS > now) return undefined;
  return claims;
}
