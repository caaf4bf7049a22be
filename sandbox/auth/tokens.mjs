// @ts-check
/** Single-use, expiring tokens for e-mail confirmation and password recovery, stored only as hashes. */
import crypto from 'node:crypto';

/** @typedef {'confirm' | 'forgot' | 'reset'} TokenPurpose */
/** @typedef {import('../db/store.mjs').Store} Store */

/** @param {string} value */
export const sha256 = (value) => crypto.createHash('sha256').update(value).digest('hex');

/** @param {Store} store @param {number} accountId @param {TokenPurpose} purpose @param {number} ttlSeconds */
export function issueToken(store, accountId, purpose, ttlSeconds) {
  const token = crypto.randomBytes(32).toString('base64url');
  const now = Date.now();
  store.run('INSERT INTO tokens (hash, account_id, purpose, expires_at, created_at) VALUES (?, ?, ?, ?, ?)', [
    sha256(token),
    accountId,
    purpose,
    now + ttlSeconds * 1000,
    now,
  ]);
  return token;
}

/**
 * Uses a token up, under the operator whose account it was issued for: a metro token is unknown
 * under the enterprise key (and stays usable under metro's).
 * @param {Store} store @param {unknown} token @param {TokenPurpose} purpose @param {string} operatorKey
 * @returns {number | undefined} the account id, or undefined when the token is unknown, used or expired
 */
export function consumeToken(store, token, purpose, operatorKey) {
  if (typeof token !== 'string' || token === '') return undefined;
  const hash = sha256(token);
  const now = Date.now();
  const row = store.get(
    `SELECT t.account_id FROM tokens t JOIN accounts a ON a.id = t.account_id
     WHERE t.hash = ? AND t.purpose = ? AND t.used_at IS NULL AND t.expires_at > ? AND a.operator_key = ?`,
    [hash, purpose, now, operatorKey],
  );
  if (!row) return undefined;
  store.run('UPDATE tokens SET used_at = ? WHERE hash = ?', [now, hash]);
  return Number(row.account_id);
}

/** Makes an account's unused tokens of the given purposes unusable. @param {Store} store @param {number} accountId @param {TokenPurpose[]} purposes */
export function revokeTokens(store, accountId, purposes) {
  store.run(
    `UPDATE tokens SET used_at = ? WHERE account_id = ? AND used_at IS NULL AND purpose IN (${purposes.map(() => '?').join(', ')})`,
    [Date.now(), accountId, ...purposes],
  );
}

/** Marks tokens as expired: all of them, or those of the accounts with this e-mail. @param {Store} store @param {string} [email] */
export function expireTokens(store, email) {
  const past = Date.now() - 1000;
  const { changes } = email
    ? store.run(
        'UPDATE tokens SET expires_at = ? WHERE account_id IN (SELECT id FROM accounts WHERE lower(email) = lower(?))',
        [past, email],
      )
    : store.run('UPDATE tokens SET expires_at = ?', [past]);
  return changes;
}
