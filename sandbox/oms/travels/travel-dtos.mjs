// @ts-check
/** Trips and payments as the operations API sends them (docs/contracts.md#operations-api-oms-scoped-stricter-than-the-base-contract). */
import { chargeDetailsOf } from './charge-details.mjs';
import { fareNamesOf } from '../taps-and-fares/fare-names.mjs';

/**
 * @typedef {{ id: number, pan_token: string, payment_id: number | null, name: string, amount: number, base_amount: number | null, currency: string,
 *   first_tap: string, last_tap: string | null, valid_from: string, valid_to: string, time_zone: string,
 *   incomplete?: number, expected_amount?: number | null, corrected_amount?: number | null, corrected_exit?: string | null,
 *   case_id?: string | null, label: string, truncated_pan: string, form_factor: 'CARD' | 'DEVICE' }} TicketRow a ticket
 *   joined with its card (and its latest case)
 * @typedef {{ id: number, short_id: string, operator_key: string, pan_token: string, travel_day: string, amount: number,
 *   currency: string, status: string, token: string, created: string, updated: string, settled?: number,
 *   credits?: string, label: string, truncated_pan: string, form_factor: 'CARD' | 'DEVICE' }} PaymentRow a payment joined with its card
 */

/** A stored tap as the API shows it: key/value pairs (station, line, gate), without the stored time. @param {string | null} json */
export function tapOf(json) {
  if (!json) return null;
  const pairs = /** @type {Record<string, string>} */ (JSON.parse(json));
  delete pairs.time;
  return pairs;
}

/** The fare before the caps and what they took off it, an extension (fareCaps). @param {TicketRow} row */
const capFields = (row) => ({
  base_amount: row.base_amount ?? row.amount,
  cap_discount: (row.base_amount ?? row.amount) - row.amount,
});

/**
 * Whether the trip is an incomplete journey and what became of it, an extension (claims): the fare it would have cost,
 * the corrected fare and exit once a correction is approved, and its latest case. @param {TicketRow} row
 */
const claimFields = (row) => ({
  incomplete: Boolean(row.incomplete),
  expected_amount: row.expected_amount ?? null,
  corrected_amount: row.corrected_amount ?? null,
  corrected_exit: row.corrected_exit ? JSON.parse(row.corrected_exit) : null,
  case_id: row.case_id ?? null,
});

/** The instant a stored tap was made; null without a tap or a time. @param {string | null} json */
const tapTimeOf = (json) => (json ? (JSON.parse(json).time ?? null) : null);

/** @param {TicketRow} row */
export const toTicketDto = (row) => ({
  id: row.id,
  name: row.name,
  fare_names: fareNamesOf(row.name),
  label: row.label,
  amount: row.amount,
  ...capFields(row),
  currency: row.currency,
  truncated_pan: row.truncated_pan,
  form_factor: row.form_factor,
  alias_pan: row.pan_token,
  first_tap: tapOf(row.first_tap),
  last_tap: tapOf(row.last_tap),
  valid_from: row.valid_from,
  valid_to: row.valid_to,
  time_zone: row.time_zone,
  // `last_tap_at`, an extension: when the rider tapped out (the stored tap's time), null without a tap-out (docs/contracts.md).
  last_tap_at: tapTimeOf(row.last_tap),
  ...claimFields(row),
});

/** The credits a payment took (claims), for a payment that took any. @param {PaymentRow} row */
function creditFields(row) {
  const credits = row.credits ? JSON.parse(row.credits) : [];
  return credits.length > 0 ? { credits } : {};
}

/** The payment with its card and last charge nested, as the operator's ORM includes them. @param {PaymentRow} row */
export const toPaymentDto = (row) => ({
  id: row.id,
  short_id: row.short_id,
  amount: row.amount,
  currencies_code: row.currency,
  created: row.created,
  updated: row.updated,
  BankCard: {
    label: row.label,
    truncated_pan: row.truncated_pan,
    form_factors_name: row.form_factor,
    token: row.token,
    alias_pan: row.pan_token,
  },
  LastCharge: { charge_results_name: row.status },
  // chargeDetails, an extension (docs/contracts.md#chargedetails-statement-text-charge-time-and-status-history).
  ...chargeDetailsOf(row, Boolean(row.settled)),
  ...creditFields(row),
});

/** A payment's receipt data. @param {PaymentRow} payment @param {TicketRow[]} tickets */
export const toPaymentInfoDto = (payment, tickets) => ({
  bank_card: { label: payment.label, truncated_pan: payment.truncated_pan, form_factor: payment.form_factor },
  // `updated`, an extension: when the payment was made, for the receipt (docs/contracts.md).
  payment: {
    short_id: payment.short_id,
    amount: payment.amount,
    currencies_code: payment.currency,
    updated: payment.updated,
  },
  ...creditFields(payment),
  tickets: tickets.map((ticket) => ({
    id: ticket.id,
    fare_name: ticket.name,
    fare_names: fareNamesOf(ticket.name),
    valid_from: ticket.valid_from,
    valid_to: ticket.valid_to,
    time_zone: ticket.time_zone,
    ticket_amount: ticket.amount,
    ...capFields(ticket),
    first_validation_transit_data: tapOf(ticket.first_tap),
    last_validation_transit_data: tapOf(ticket.last_tap),
    ...claimFields(ticket),
  })),
});
