// @ts-check
/** Authorization codes: random, single-use, valid for a minute, kept in memory only. */
import crypto from 'node:crypto';
import { sha256 } from '../../auth/tokens.mjs';

const CODE_TTL_MS = 60_000;

/**
 * @typedef {{ clientId: string, redirectUri: string, codeChallenge: string, nonce: string | null, scope: string,
 *   operatorKey: string, accountId: number }} CodeGrant
 */

/** @type {Map<string, CodeGrant & { expiresAt: number }>} code hash → grant */
const grants = new Map();

/** @param {CodeGrant} grant @returns {string} the code */
export function issueCode(grant) {
  const now = Date.now();
  for (const [key, stored] of grants) if (stored.expiresAt <= now) grants.delete(key);
  const code = crypto.randomBytes(32).toString('base64url');
  grants.set(sha256(code), { ...grant, expiresAt: now + CODE_TTL_MS });
  return code;
}

/**
 * Uses a code up: whatever the token request says next, the code never works again.
 * @param {unknown} code @returns {CodeGrant | undefined}
 */
export function consumeCode(code) {
  if (typeof code !== 'string' || code === '') return undefined;
  const key = sha256(code);
  const grant = grants.get(key);
  grants.delete(key);
  return grant && grant.expiresAt > Date.now() ? grant : undefined;
}

/** Whether a PKCE verifier matches its S256 challenge (RFC 7636 4.6). @param {string} verifier @param {string} challenge */
export function pkceMatches(verifier, challenge) {
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier)) return false;
  const computed = Buffer.from(crypto.createHash('sha256').update(verifier).digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && crypto.timingSafeEqual(computed, expected);
}
