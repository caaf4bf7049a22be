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
