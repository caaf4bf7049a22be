// @ts-check
/**
 * The chargeDetails extension of a payment (docs/contracts.md#chargedetails-statement-text-charge-time-and-status-history):
 * what the rider's bank statement shows and how the charge went, derived from the payment's stored fields (no new
 * columns, so every existing value stays as it was), in SQL: the one definition of a payment (travel-json.mjs).
 *
 * - `statement_descriptor`: the operator's key in capitals and " TRAVEL CH" (as a bank prints a transit charge);
 * - `statement_reference`: "TW" and the payment's short id;
 * - `charged_at`: when the bank was charged (`updated` of a SUCCEEDED payment: the next morning's charge run, a
 *   retry's time, or the day it was settled online); absent for a payment not charged (failed or pending);
 * - `status_history`: pending; failed; charged; failed then retried (every ninth payment, a retry that was charged);
 *   failed then settled online (a payment a settlement paid); a failed first attempt is dated an hour after `created`.
 */

/** A failed first attempt, later retried or settled: an hour after the payment was made. */
const RETRY_AFTER = '+1 hours';

/** The SQL of the four fields, as json_object's key/value arguments, for a payment `p`. */
export const CHARGE_DETAILS_SQL = `'statement_descriptor', upper(p.operator_key) || ' TRAVEL CH',
  'statement_reference', 'TW' || p.short_id,
  'charged_at', CASE WHEN p.status = 'SUCCEEDED' THEN p.updated END,
  'status_history', CASE
    WHEN p.status = 'PENDING' THEN json_array(json_object('status', 'pending', 'at', p.created))
    WHEN p.status = 'FAILED' THEN json_array(json_object('status', 'failed', 'at', p.updated))
    WHEN EXISTS (SELECT 1 FROM settled_payments sp WHERE sp.payment_id = p.id) THEN json_array(
      json_object('status', 'failed', 'at', strftime('%Y-%m-%dT%H:%M:%fZ', p.created, '${RETRY_AFTER}')),
      json_object('status', 'settled_online', 'at', p.updated))
    WHEN p.id % 9 = 0 THEN json_array(
      json_object('status', 'failed', 'at', strftime('%Y-%m-%dT%H:%M:%fZ', p.created, '${RETRY_AFTER}')),
      json_object('status', 'retried', 'at', p.updated))
    ELSE json_array(json_object('status', 'charged', 'at', p.updated))
  END`;

/**
 * A settlement (a payment of its own) as the extension shows it: charged when it was paid.
 * @param {{ short_id: string, operator_key: string, created: string }} row
 */
export const settlementChargeDetails = (row) => ({
  statement_descriptor: `${row.operator_key.toUpperCase()} TRAVEL CH`,
  statement_reference: `TW${row.short_id}`,
  charged_at: row.created,
  status_history: [{ status: 'charged', at: row.created }],
});
