// @ts-check
/**
 * One debt, one payment (docs/contracts.md#bank-cards-and-payment-requests-product-api-a-session-is-required): the idempotency key of each signing attempt, and the settlement
 * order still open for an account's debt.
 */

/** @typedef {import('../../db/store.mjs').Store} Store @typedef {import('../cards/cards-db.mjs').OrderRow} OrderRow */

/** How long an unpaid settlement order stays the one to pay (the provider's page lifetime); later it is abandoned. */
export const OPEN_ORDER_MS = 30 * 60 * 1000;

/** A UUID v4, as the browser makes one per attempt. */
export const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** The order signed before under this key. @param {Store} store @param {number} accountId @param {string} key @returns {OrderRow | undefined} */
export const orderByKey = (store, accountId, key) =>
  store.get(
    `SELECT o.* FROM order_keys k JOIN payment_orders o ON o.order_id = k.order_id
    WHERE k.account_id = ? AND k.idempotency_key = ?`,
    [accountId, key.toLowerCase()],
  );

/** @param {Store} store @param {number} accountId @param {string} key @param {string} orderId */
export const rememberKey = (store, accountId, key, orderId) =>
  store.run('INSERT INTO order_keys (account_id, idempotency_key, order_id) VALUES (?, ?, ?)', [
    accountId,
    key.toLowerCase(),
    orderId,
  ]);

/**
 * The account's settlement order of that operator that no notification has closed yet and that is not
 * abandoned. @param {Store} store @param {number} accountId @param {string} operator @param {number} now
 * @returns {OrderRow | undefined}
 */
export const openSettlementOrder = (store, accountId, operator, now) =>
  store.get(
    `SELECT * FROM payment_orders WHERE account_id = ? AND operator_key = ? AND purpose = 'settlement'
    AND notified_at IS NULL AND created_at > ? ORDER BY created_at DESC LIMIT 1`,
    [accountId, operator, now - OPEN_ORDER_MS],
  );

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
