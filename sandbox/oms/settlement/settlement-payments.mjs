// @ts-check
/**
 * Settlements as payments of their own (docs/contracts.md#operations-api-oms-scoped-stricter-than-the-base-contract): listed among the rider's payments (their card, amount,
 * date and what they paid), with a receipt; and the receipts of the payments they settled say how and when.
 */
import { settlementChargeDetails } from '../travels/charge-details.mjs';
import { networkOf } from '../network/network.mjs';
import { zonedDay } from '../network/zoned-time.mjs';

/** @typedef {import('../../db/store.mjs').Store} Store @typedef {import('./settle-order.mjs').SettlementRow} SettlementRow */

/** The short ids of settlements: `S-` and 10 hex digits. */
export const SETTLEMENT_SHORT_ID = /^S-[0-9A-F]{10}$/;

/** The paying card as the provider told it: the last four digits only. @param {SettlementRow} row */
const cardOf = (row) => ({
  label: 'Online payment',
  truncated_pan: `************${row.pan_tail}`,
  form_factor: 'CARD',
});

/** @param {Store} store @param {string} orderId */
const settledBy = (store, orderId) =>
  /** @type {{ short_id: string, amount: number, travel_day: string }[]} */ (
    store.all(
      `SELECT p.short_id, p.amount, p.travel_day FROM settled_payments sp JOIN payments p ON p.id = sp.payment_id
      WHERE sp.order_id = ? ORDER BY p.travel_day, p.id`,
      [orderId],
    )
  );

/**
 * The account's settlements of the operator paid on a day from..to (the operator's zone), as payment list rows:
 * the base contract's shape, with `settles` (the short ids it paid) and `credit` (cents to refund).
 * @param {Store} store @param {{ accountId: number, operator: string, from: string, to: string }} query
 */
export function settlementsInRange(store, { accountId, operator, from, to }) {
  const { timeZone } = networkOf(operator);
  const rows = /** @type {SettlementRow[]} */ (
    store.all('SELECT * FROM settlement_payments WHERE account_id = ? AND operator_key = ? ORDER BY created', [
      accountId,
      operator,
    ])
  );
  return rows
    .filter((row) => {
      const day = zonedDay(new Date(row.created), timeZone);
      return day >= from && day <= to;
    })
    .map((row) => {
      const card = cardOf(row);
      return {
        id: row.short_id,
        short_id: row.short_id,
        amount: row.amount,
        currencies_code: 'EUR',
        created: row.created,
        updated: row.created,
        BankCard: {
          label: card.label,
          truncated_pan: card.truncated_pan,
          form_factors_name: card.form_factor,
          token: row.transaction_id,
          alias_pan: row.pan_alias,
        },
        LastCharge: { charge_results_name: 'SUCCEEDED' },
        settles: settledBy(store, row.order_id).map((payment) => payment.short_id),
        credit: row.credit,
        ...settlementChargeDetails(row),
      };
    });
}

/** @param {Store} store @param {string} shortId @returns {SettlementRow | undefined} */
export const settlementByShortId = (store, shortId) =>
  store.get('SELECT * FROM settlement_payments WHERE short_id = ?', [shortId]);

/**
 * A settlement's receipt data: the base contract's shape without trips, with what it paid and what is refunded.
 * @param {Store} store @param {SettlementRow} row
 */
export const toSettlementInfoDto = (store, row) => ({
  bank_card: cardOf(row),
  payment: { short_id: row.short_id, amount: row.amount, currencies_code: 'EUR', updated: row.created },
  tickets: [],
  paid_at: row.created,
  settles: settledBy(store, row.order_id),
  credit: row.credit,
});

/**
 * How a settled payment was paid, for its receipt (not the card that failed): the settlement's reference,
 * when, and the paying card's last digits; null for a payment no settlement paid.
 * @param {Store} store @param {number} paymentId
 */
export function paidByOf(store, paymentId) {
  const row = /** @type {SettlementRow | undefined} */ (
    store.get(
      'SELECT s.* FROM settled_payments sp JOIN settlement_payments s ON s.order_id = sp.order_id WHERE sp.payment_id = ?',
      [paymentId],
    )
  );
  return row ? { short_id: row.short_id, paid_at: row.created, truncated_pan: cardOf(row).truncated_pan } : null;
}

/**
 * The failed summaries of cards: one `{alias_pan, total_amount, count}` per card with FAILED payments of the operator,
 * in alias order (the operations API's `get_failed_summaries`, and the rider summary's).
 * @param {Store} store @param {string} operator @param {string[]} aliases
 */
export const failedSummaries = (store, operator, aliases) =>
  aliases.length === 0
    ? []
    : store.all(
        `SELECT pan_token AS alias_pan, SUM(amount) AS total_amount, COUNT(*) AS count FROM payments
        WHERE operator_key = ? AND status = 'FAILED' AND pan_token IN (${aliases.map(() => '?').join(', ')})
        GROUP BY pan_token ORDER BY pan_token`,
        [operator, ...aliases],
      );
