// @ts-check
/**
 * One debt, one payment (docs/contracts.md#bank-cards-and-payment-requests-product-api-a-session-is-required): the idempotency key of each signing attempt, and the settlement
 * order still open for an account's debt, or for a checked card's (docs/contracts.md#cardcheck-a-card-checked-without-an-account).
 */

/** @typedef {import('../../db/store.mjs').Store} Store @typedef {import('../cards/cards-db.mjs').OrderRow} OrderRow */

/** How long an unpaid settlement order stays the one to pay (the provider's page lifetime); later it is abandoned. */
export const OPEN_ORDER_MS = 30 * 60 * 1000;

/** A UUID v4, as the browser makes one per attempt. */
export const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * Whose an order is: an account's, or a card's checked without an account (cardCheck); the column that says so, the
 * same in payment_orders and order_keys.
 * @typedef {{ accountId: number } | { panToken: string }} OrderOwner
 */

/** @param {OrderOwner} owner @returns {[string, number | string]} */
const ownerColumn = (owner) =>
  'panToken' in owner ? ['card_pan_token', owner.panToken] : ['account_id', owner.accountId];

/** The order signed before under this key. @param {Store} store @param {OrderOwner} owner @param {string} key @returns {OrderRow | undefined} */
export function orderByKey(store, owner, key) {
  const [column, value] = ownerColumn(owner);
  return store.get(
    `SELECT o.* FROM order_keys k JOIN payment_orders o ON o.order_id = k.order_id
    WHERE k.${column} = ? AND k.idempotency_key = ?`,
    [value, key.toLowerCase()],
  );
}

/** @param {Store} store @param {OrderOwner} owner @param {string} key @param {string} orderId */
export function rememberKey(store, owner, key, orderId) {
  const [column, value] = ownerColumn(owner);
  store.run(`INSERT INTO order_keys (${column}, idempotency_key, order_id) VALUES (?, ?, ?)`, [
    value,
    key.toLowerCase(),
    orderId,
  ]);
}

/**
 * The owner's settlement order of that operator that no notification has closed yet and that is not abandoned.
 * @param {Store} store @param {OrderOwner} owner @param {string} operator @param {number} now
 * @returns {OrderRow | undefined}
 */
export function openSettlementOrder(store, owner, operator, now) {
  const [column, value] = ownerColumn(owner);
  return store.get(
    `SELECT * FROM payment_orders WHERE ${column} = ? AND operator_key = ? AND purpose = 'settlement'
    AND notified_at IS NULL AND created_at > ? ORDER BY created_at DESC LIMIT 1`,
    [value, operator, now - OPEN_ORDER_MS],
  );
}

/**
 * The sandbox's clock for orders: the open orders (of one address) count as abandoned now, as after the
 * page's lifetime, for tests of a tab left open. @param {Store} store @param {string} [email]
 */
export const abandonOpenOrders = (store, email) =>
  store.run(
    `UPDATE payment_orders SET created_at = created_at - ? WHERE notified_at IS NULL${
      email === undefined ? '' : ' AND account_id IN (SELECT id FROM accounts WHERE lower(email) = lower(?))'
    }`,
    email === undefined ? [OPEN_ORDER_MS] : [OPEN_ORDER_MS, email],
  ).changes;
