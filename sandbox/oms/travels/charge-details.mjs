// @ts-check
/**
 * The chargeDetails extension of a payment (docs/contracts.md#chargedetails-statement-text-charge-time-and-status-history):
 * what the rider's bank statement shows and how the charge went, derived from the payment's stored fields (no new
 * columns, so every existing value stays as it was), in SQL: the one definition of a payment (travel-json.mjs).
 *
 * - `statement_descriptor`: derived from the operator's legal name (`statementDescriptorOf`, contract/operator-rules.mjs:
 *   upper-cased Latin letters, cut to the card networks' 22 characters), "METRO TRASPORTI URBANI";
 * - `statement_reference`: "TW" and the payment's short id;
 * - `charged_at`: when the bank was charged (`updated` of a SUCCEEDED payment: the next morning's charge run, a
 *   retry's time, or the day it was settled online); absent for a payment not charged (failed or pending);
 * - `status_history`: pending; failed; charged; failed then retried (every ninth payment, a retry that was charged);
 *   failed then settled online (a payment a settlement paid); a failed first attempt is dated an hour after `created`.
 */

import { OPERATORS } from '../../operators/catalog.mjs';
import { statementDescriptorOf } from '../../../contract/operator-rules.mjs';

/** Each operator's bank statement text, by key. */
const DESCRIPTORS = new Map(
  OPERATORS.map((operator) => [operator.key, statementDescriptorOf(operator.identity.legalName)]),
);

/** The bank statement text of an operator's charges. @param {string} operatorKey */
export const descriptorOf = (operatorKey) => DESCRIPTORS.get(operatorKey) ?? statementDescriptorOf(operatorKey);

/** A text as an SQL string literal. @param {string} text */
const sqlText = (text) => `'${text.replaceAll("'", "''")}'`;

/** The same, in SQL, for a payment `p`. */
const DESCRIPTOR_SQL = `CASE p.operator_key ${[...DESCRIPTORS]
  .map(([key, descriptor]) => `WHEN ${sqlText(key)} THEN ${sqlText(descriptor)}`)
  .join(' ')} ELSE upper(p.operator_key) END`;

/** A failed first attempt, later retried or settled: an hour after the payment was made. */
const RETRY_AFTER = '+1 hours';

/** The SQL of the four fields, as json_object's key/value arguments, for a payment `p`. */
export const CHARGE_DETAILS_SQL = `'statement_descriptor', ${DESCRIPTOR_SQL},
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
  statement_descriptor: descriptorOf(row.operator_key),
  statement_reference: `TW${row.short_id}`,
  charged_at: row.created,
  status_history: [{ status: 'charged', at: row.created }],
});
