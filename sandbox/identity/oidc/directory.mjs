// @ts-check
/**
 * The enterprise directory behind the authority: an operator's riders who have a password sign in with it.
 * Their directory ids are stable and derived, never the portal's account ids.
 */
import crypto from 'node:crypto';
import { verifyPassword } from '../../auth/password.mjs';
import { findAccountByEmail } from '../../db/accounts.mjs';

/** @param {...string} parts */
const digest = (...parts) => crypto.createHash('sha256').update(parts.join('\n')).digest('hex');

/** A UUID-shaped id derived from its parts. @param {...string} parts */
function derivedUuid(...parts) {
  const h = digest(...parts);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * @param {import('../../db/store.mjs').Store} store @param {string} operatorKey
 * @param {string} email @param {string} password
 * @returns {Promise<import('../../db/accounts.mjs').AccountRow | undefined>}
 */
export async function authenticate(store, operatorKey, email, password) {
  const account = email && password ? findAccountByEmail(store, operatorKey, email) : undefined;
  // The hash runs for an unknown address too (verifyPassword without a hash): the time does not tell.
  const matches = await verifyPassword(password, account?.password_hash);
  // An account whose address was never confirmed is nobody's proven identity: the directory does not know it.
  return matches && account?.confirmed === 1 ? account : undefined;
}

/**
 * The directory's ids of an account: object id, tenant id, and a subject pairwise per client.
 * @param {string} operatorKey @param {number} accountId @param {string} clientId
 */
export function directoryIds(operatorKey, accountId, clientId) {
  const oid = derivedUuid('oid', operatorKey, String(accountId));
  return {
    oid,
    tid: derivedUuid('tid', operatorKey),
    sub: Buffer.from(digest('sub', clientId, oid), 'hex').toString('base64url'),
  };
}
