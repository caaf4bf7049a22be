// @ts-check
/** What a rider owes: the sum of the failed payments of the cards linked to the account (minor units). */

/** @param {import('../db/store.mjs').Store} store @param {number} accountId @param {string} operator */
export function failedPayments(store, accountId, operator) {
  return /** @type {{ id: number, amount: number }[]} */ (
    store.all(
      `SELECT p.id, p.amount FROM payments p
    JOIN account_cards ac ON ac.pan_token = p.pan_token WHERE ac.account_id = ? AND p.operator_key = ? AND p.status = 'FAILED' ORDER BY p.id`,
      [accountId, operator],
    )
  );
}

/** @param {import('../db/store.mjs').Store} store @param {number} accountId @param {string} operator */
export const settlementAmount = (store, accountId, operator) =>
  failedPayments(store, accountId, operator).reduce((sum, payment) => sum + payment.amount, 0);

/**
 * A settlement the provider confirmed: the payments it paid are reconciled (their last charge
 * result becomes SUCCEEDED, so their receipts become available). @param {import('../db/store.mjs').Store} store
 * @param {import('../oms/cards-db.mjs').OrderRow} order
 */
export function reconcile(store, order) {
  const ids = /** @type {number[]} */ (JSON.parse(order.items ?? '[]'));
  if (ids.length === 0) return;
  store.run(
    `UPDATE payments SET status = 'SUCCEEDED', updated = ? WHERE status = 'FAILED' AND id IN (${ids.map(() => '?').join(', ')})`,
    [new Date().toISOString(), ...ids],
  );
}
