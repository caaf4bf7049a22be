// @ts-check
/** The card verifications of cardCheck, their card-scoped accesses and the access log, in the sandbox database. */
import crypto from 'node:crypto';
import { sha256 } from '../../auth/tokens.mjs';

/**
 * @typedef {import('../../db/store.mjs').Store} Store
 * @typedef {{ order_id: string, operator_key: string, created_at: number, result: string | null,
 *   transaction_id: string | null, pan_token: string | null, notified_at: number | null, redeemed_at: number | null }} CardCheckRow
 */

/** How long a card-scoped access lasts, and how long after its request a proof may still be redeemed. */
export const ACCESS_TTL_SECONDS = 15 * 60;
export const PROOF_TTL_MS = 15 * 60 * 1000;

/** The card-scoped access's cookie: its own, never the session's. */
export const CARD_COOKIE = 'tapway_card';

/** @param {Store} store @param {string} orderId @param {string} operator */
export const createCardCheck = (store, orderId, operator) =>
  store.run('INSERT INTO card_checks (order_id, operator_key, created_at) VALUES (?, ?, ?)', [
    orderId,
    operator,
    Date.now(),
  ]);

/** @param {Store} store @param {string} orderId @returns {CardCheckRow | undefined} */
export const findCardCheck = (store, orderId) => store.get('SELECT * FROM card_checks WHERE order_id = ?', [orderId]);

/**
 * The provider's verified notification, recorded once; answers whether this was the first.
 * @param {Store} store @param {string} orderId @param {{ result: string, transactionId: string, panToken: string | null }} outcome
 */
export const recordCheckNotification = (store, orderId, { result, transactionId, panToken }) =>
  store.run(
    'UPDATE card_checks SET result = ?, transaction_id = ?, pan_token = ?, notified_at = ? WHERE order_id = ? AND notified_at IS NULL',
    [result, transactionId, panToken, Date.now(), orderId],
  ).changes === 1;

/** Marks a proof used; answers false when it was used before (a replay). @param {Store} store @param {string} orderId */
export const redeemOnce = (store, orderId) =>
  store.run('UPDATE card_checks SET redeemed_at = ? WHERE order_id = ? AND redeemed_at IS NULL', [Date.now(), orderId])
    .changes === 1;

/** Starts a card-scoped access; answers its secret (the cookie's value). @param {Store} store @param {string} operator @param {string} panToken */
export function startAccess(store, operator, panToken) {
  const secret = crypto.randomBytes(32).toString('base64url');
  const now = Date.now();
  store.run('DELETE FROM card_access WHERE expires_at <= ?', [now]);
  store.run('INSERT INTO card_access (hash, operator_key, pan_token, expires_at, created_at) VALUES (?, ?, ?, ?, ?)', [
    sha256(secret),
    operator,
    panToken,
    now + ACCESS_TTL_SECONDS * 1000,
    now,
  ]);
  return { secret, expiresAt: new Date(now + ACCESS_TTL_SECONDS * 1000).toISOString() };
}

/**
 * The live access a cookie's secret names under this operator, if any.
 * @param {Store} store @param {string | undefined} secret @param {string} operator
 * @returns {{ pan_token: string, expires_at: number } | undefined}
 */
export const accessOf = (store, secret, operator) =>
  secret
    ? store.get(
        'SELECT pan_token, expires_at FROM card_access WHERE hash = ? AND operator_key = ? AND expires_at > ?',
        [sha256(secret), operator, Date.now()],
      )
    : undefined;

/** Ends an access. @param {Store} store @param {string | undefined} secret */
export const endAccess = (store, secret) => {
  if (secret) store.run('DELETE FROM card_access WHERE hash = ?', [sha256(secret)]);
};

/** Ends every access to a card: it went into an account, whose it is from then on. @param {Store} store @param {string} panToken */
export const endAccessesOfCard = (store, panToken) =>
  store.run('DELETE FROM card_access WHERE pan_token = ?', [panToken]);

/**
 * The sandbox's clock for accesses (tests of an expired one): every live access, or a card's, ends as 15 minutes
 * would end it. @param {Store} store
 */
export const expireAccesses = (store) =>
  store.run('UPDATE card_access SET expires_at = ? WHERE expires_at > ?', [Date.now() - 1, Date.now()]).changes;

/** Every card-check proof ages past its window (tests of an expired proof). @param {Store} store */
export const ageProofs = (store) =>
  store.run('UPDATE card_checks SET created_at = created_at - ?', [PROOF_TTL_MS + 1]).changes;

/**
 * Logs one access of the account-free path: who asked (the client's address), for which card, what and how it went.
 * @param {Store} store @param {{ operator: string, panToken?: string | null, client: string, action: string, outcome: string }} entry
 */
export const logCardCheck = (store, { operator, panToken = null, client, action, outcome }) =>
  store.run(
    'INSERT INTO card_check_log (at, operator_key, pan_token, client, action, outcome) VALUES (?, ?, ?, ?, ?, ?)',
    [new Date().toISOString(), operator, panToken, client, action, outcome],
  );

/** The log, newest first (the sandbox's operator tools and the tests read it). @param {Store} store */
export const cardCheckLog = (store) => store.all('SELECT * FROM card_check_log ORDER BY id DESC LIMIT 200');
