// @ts-check
/** What a rider owes: the sum of the failed payments of the cards linked to the account (minor units); what a checked card owes. */

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
 * What a card checked without an account owes (cardCheck): its failed payments of the operator (minor units).
 * @param {import('../db/store.mjs').Store} store @param {string} panToken @param {string} operator
 */
export const failedPaymentsOfCard = (store, panToken, operator) =>
  /** @type {{ id: number, amount: number }[]} */ (
    store.all(
      `SELECT id, amount FROM payments WHERE pan_token = ? AND operator_key = ? AND status = 'FAILED' ORDER BY id`,
      [panToken, operator],
    )
  );
