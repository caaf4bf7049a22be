// @ts-check
/**
 * The stored rows of trips and payments, and a payment's receipt data (docs/contracts.md#operations-api-oms-scoped-stricter-than-the-base-contract),
 * built from the trip and payment objects of travel-json.mjs: their shape is defined once, there.
 */

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

/** @typedef {import('./travel-json.mjs').Ticket} Ticket @typedef {import('./travel-json.mjs').Payment} Payment */

/**
 * A receipt's trip: the trip as the lists answer it (travel-json.mjs), named as the receipt names its fields.
 * @param {Ticket} trip
 */
const toReceiptTrip = (trip) => ({
  id: trip.id,
  fare_name: trip.name,
  fare_names: trip.fare_names,
  valid_from: trip.valid_from,
  valid_to: trip.valid_to,
  time_zone: trip.time_zone,
  ticket_amount: trip.amount,
  base_amount: trip.base_amount,
  cap_discount: trip.cap_discount,
  first_validation_transit_data: trip.first_tap,
  last_validation_transit_data: trip.last_tap,
  incomplete: trip.incomplete,
  expected_amount: trip.expected_amount,
  corrected_amount: trip.corrected_amount,
  corrected_exit: trip.corrected_exit,
  case_id: trip.case_id,
  ...(trip.concession === undefined
    ? {}
    : { concession: trip.concession, concession_discount: trip.concession_discount }),
});

/**
 * @typedef {{ card: { label: string, truncated_pan: string, form_factor: 'CARD' | 'DEVICE' },
 *   line: { short_id: string, amount: number, currencies_code: string, updated: string },
 *   credits?: { case_id: string, amount: number }[] }} ReceiptLine a receipt's card, payment line and credits taken
 */

/** A payment as the lists answer it, as a receipt's line. @param {Payment} payment @returns {ReceiptLine} */
export const receiptLineOf = (payment) => ({
  card: {
    label: payment.BankCard.label,
    truncated_pan: payment.BankCard.truncated_pan,
    form_factor: payment.BankCard.form_factors_name,
  },
  line: {
    short_id: payment.short_id,
    amount: payment.amount,
    currencies_code: payment.currencies_code,
    updated: payment.updated,
  },
  credits: payment.credits,
});

/** A payment's receipt data: its card, its line (`updated`, an extension: when it was paid), its credits, its trips. @param {ReceiptLine} receipt @param {Ticket[]} trips */
export const toPaymentInfoDto = ({ card, line, credits }, trips) => ({
  bank_card: card,
  payment: line,
  ...(credits && credits.length > 0 ? { credits } : {}),
  tickets: trips.map(toReceiptTrip),
});
