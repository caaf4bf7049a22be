// @ts-check
/**
 * A settlement the provider confirmed (docs/contracts.md#bank-cards-and-payment-requests-product-api-a-session-is-required): the failed payments it pays become SUCCEEDED,
 * the payment itself is recorded (short id, card, amount, what it paid), and money for a debt that was
 * already settled is kept as the rider's credit, to be refunded to the card. The cards it leaves owing nothing come
 * off the deny list at that instant (cardStatus).
 */
import crypto from 'node:crypto';
import { liftPaidBlocks } from '../card-status/deny-list.mjs';

/** @typedef {import('../../db/store.mjs').Store} Store @typedef {import('../cards/cards-db.mjs').OrderRow} OrderRow */
/**
 * @typedef {{ order_id: string, account_id: number | null, operator_key: string, short_id: string, amount: number,
 *   applied: number, credit: number, transaction_id: string, pan_alias: string, pan_tail: string, created: string }} SettlementRow
 */

/**
 * Records the confirmed payment of a settlement order; answers the record (the one made before, if any).
 * @param {Store} store @param {OrderRow} order @param {{ transactionId: string, panAlias: string, panTail: string }} paid
 * @returns {SettlementRow}
 */
export function settleOrder(store, order, { transactionId, panAlias, panTail }) {
  const known = settlementOf(store, order.order_id);
  if (known) return known;
  const ids = /** @type {number[]} */ (JSON.parse(order.items ?? '[]'));
  const due = ids.length
    ? /** @type {{ id: number, amount: number }[]} */ (
        store.all(
          `SELECT id, amount FROM payments WHERE status = 'FAILED' AND id IN (${ids.map(() => '?').join(', ')})`,
          ids,
        )
      )
    : [];
  const applied = due.reduce((sum, payment) => sum + payment.amount, 0);
  const at = new Date();
  const now = at.toISOString();
  const shortId = `S-${crypto.randomBytes(5).toString('hex').toUpperCase()}`;
  store.run(
    `INSERT INTO settlement_payments (order_id, account_id, operator_key, short_id, amount, applied, credit, transaction_id,
    pan_alias, pan_tail, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      order.order_id,
      order.account_id,
      order.operator_key,
      shortId,
      order.amount,
      applied,
      Math.max(0, order.amount - applied),
      transactionId,
      panAlias,
      panTail,
      now,
    ],
  );
  for (const payment of due) {
    store.run(`UPDATE payments SET status = 'SUCCEEDED', updated = ? WHERE id = ? AND status = 'FAILED'`, [
      now,
      payment.id,
    ]);
    store.run('INSERT INTO settled_payments (payment_id, order_id) VALUES (?, ?)', [payment.id, order.order_id]);
  }
  liftPaidBlocks(store, at, shortId);
  return /** @type {SettlementRow} */ (settlementOf(store, order.order_id));
}

/** @param {Store} store @param {string} orderId @returns {SettlementRow | undefined} */
export const settlementOf = (store, orderId) =>
  store.get('SELECT * FROM settlement_payments WHERE order_id = ?', [orderId]);
