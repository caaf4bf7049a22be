// @ts-check
/**
 * The payment provider stand-in's own memory (a real provider keeps it on its side): each order's checked
 * request, the last card entry's errors (post/redirect/get), and its answer once processed — an ORDERID
 * is processed once (docs/behaviour/rules.md#provider-result-codes, RESULT 07).
 */

/**
 * @typedef {import('../db/store.mjs').Store} Store
 * @typedef {{ shop_id: string, order_id: string, request: string, errors: string | null, expiry: string | null,
 *   answer: string | null, processed_at: number | null }} VposOrderRow
 */

/** @param {Store} store @param {string} shopId @param {string} orderId @returns {VposOrderRow | undefined} */
export const findVposOrder = (store, shopId, orderId) =>
  store.get('SELECT * FROM vpos_orders WHERE shop_id = ? AND order_id = ?', [shopId, orderId]);

/**
 * Keeps a checked request; the same ORDERID again with other signed fields is refused.
 * @param {Store} store @param {Record<string, string>} request @returns {VposOrderRow | null} null: another request holds this ORDERID
 */
export function rememberRequest(store, request) {
  const shopId = request.SHOPID ?? '';
  const orderId = request.ORDERID ?? '';
  const known = findVposOrder(store, shopId, orderId);
  if (known) return JSON.parse(known.request).REQ === request.REQ ? known : null;
  store.run('INSERT INTO vpos_orders (shop_id, order_id, request) VALUES (?, ?, ?)', [
    shopId,
    orderId,
    JSON.stringify(request),
  ]);
  return /** @type {VposOrderRow} */ (findVposOrder(store, shopId, orderId));
}

/** @param {Store} store @param {VposOrderRow} row @param {Record<string, string> | null} errors @param {string} expiry */
export const rememberEntryErrors = (store, row, errors, expiry) =>
  store.run('UPDATE vpos_orders SET errors = ?, expiry = ? WHERE shop_id = ? AND order_id = ?', [
    errors ? JSON.stringify(errors) : null,
    expiry,
    row.shop_id,
    row.order_id,
  ]);

/**
 * Claims the order for processing with its answer: false when it was processed already (a second tab,
 * a double click). @param {Store} store @param {VposOrderRow} row @param {Record<string, string>} answer
 */
export const claimOrder = (store, row, answer) =>
  store.run(
    'UPDATE vpos_orders SET answer = ?, processed_at = ?, errors = NULL WHERE shop_id = ? AND order_id = ? AND processed_at IS NULL',
    [JSON.stringify(answer), Date.now(), row.shop_id, row.order_id],
  ).changes === 1;

/** The merchant could not be told: the order was not processed after all. @param {Store} store @param {VposOrderRow} row */
export const releaseOrder = (store, row) =>
  store.run('UPDATE vpos_orders SET answer = NULL, processed_at = NULL WHERE shop_id = ? AND order_id = ?', [
    row.shop_id,
    row.order_id,
  ]);
