// @ts-check
/** What a rider owes: the sum of the failed payments of the cards linked to the account (minor units). */

/** @param {import('../db/store.mjs').Store} store @param {number} accountId */
export function settlementAmount(store, accountId) {
  const row = store.get(`SELECT COALESCE(SUM(p.amount), 0) AS total FROM payments p
    JOIN account_cards ac ON ac.pan_token = p.pan_token WHERE ac.account_id = ? AND p.status = 'FAILED'`, [accountId]);
  return Number(row?.total ?? 0);
}
