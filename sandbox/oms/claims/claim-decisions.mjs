// @ts-check
/**
 * The operator's decisions on cases (claims): review, approval with a refund up to the amount at stake, refusal with a
 * reason. An approved correction fixes the trip (its corrected fare and exit); the money comes back as the operator's
 * `refundMethod` says — a refund line to the card, or a credit off its next payment — and every decision is mailed to
 * the rider (docs/contracts.md#claims-incomplete-journeys-corrected-wrong-charges-reported).
 */
import { mailDecision } from '../../api/claim-mail.mjs';
import { HttpError } from '../../http/errors.mjs';
import { addCredit } from './claim-credits.mjs';
import { cancelDebt, chargeLeft } from './claim-money.mjs';
import { caseById, moveCase } from './claims-db.mjs';
import { networkOf } from '../network/network.mjs';
import { makeRefund } from './refunds.mjs';

/** @typedef {import('../../db/store.mjs').Store} Store @typedef {import('./claims-db.mjs').CaseRow} CaseRow */

/** Whether a case is decided, or closed undecided (its account deleted): either way no decision can come. @param {CaseRow} row */
export const isDecided = (row) => row.status === 'approved' || row.status === 'refused' || row.status === 'closed';

/** A case that is not decided yet, or 404 / 409. @param {Store} store @param {string} id */
export function undecidedCase(store, id) {
  const row = caseById(store, id);
  if (!row) throw new HttpError(404, 'Unknown case', {}, { code: 'unknown_case' });
  if (isDecided(row)) throw new HttpError(409, 'This case is decided already', {}, { code: 'already_decided' });
  return row;
}

/** Starts the review of a case (nothing new for a case in review). @param {Store} store @param {CaseRow} row */
export function startReview(store, row) {
  if (row.status === 'submitted') moveCase(store, row, 'in_review', new Date().toISOString());
  return /** @type {CaseRow} */ (caseById(store, row.id));
}

/**
 * What an approval of a case can give back now: its amount at stake, within what is left of the charge (the other
 * cases about it decided since it was made count). @param {Store} store @param {CaseRow} row
 */
export const refundableNow = (store, row) =>
  Math.min(row.amount_at_stake, chargeLeft(store, { ticketId: row.ticket_id, paymentId: row.payment_id }).left);

/**
 * Decides a case: the money moved, the case closed and the rider mailed. `refundAmount` (an approval) is at most what
 * the case can give back now (`refundableNow`); a correction's is that. A charge paid is refunded (or credited); one
 * not paid yet has its debt cancelled, never paid out. @param {Store} store @param {CaseRow} row
 * @param {{ decision: 'approved' | 'refused', reason: string | null, refundAmount: number, origin: string }} decision
 */
export function decideCase(store, row, { decision, reason, refundAmount, origin }) {
  const at = new Date().toISOString();
  const network = networkOf(row.operator_key);
  const approved = decision === 'approved';
  /** @type {string | null} */
  let refundShortId = null;
  /** @type {string | null} */
  let method = null;
  let amount = 0;
  store.transaction(() => {
    const left = refundableNow(store, row);
    amount = approved ? Math.min(left, row.kind === 'journey_correction' ? left : refundAmount) : 0;
    const { paid } = chargeLeft(store, { ticketId: row.ticket_id, paymentId: row.payment_id });
    method = approved ? (paid ? network.refundMethod : 'cancelled') : null;
    const payment = store.get('SELECT id, pan_token FROM payments WHERE id = ?', [row.payment_id]);
    if (approved && row.kind === 'journey_correction' && row.ticket_id !== null) {
      const exit = network.stops.find((stop) => stop.station === row.exit_station);
      store.run('UPDATE tickets SET corrected_amount = expected_amount, corrected_exit = ? WHERE id = ?', [
        JSON.stringify(exit ? { station: exit.station, line: exit.line } : null),
        row.ticket_id,
      ]);
    }
    if (approved && amount > 0 && payment && !paid) cancelDebt(store, payment.id, amount);
    else if (approved && amount > 0 && payment) {
      const money = { caseId: row.id, operator: row.operator_key, panToken: payment.pan_token, amount, at };
      if (network.refundMethod === 'refund')
        refundShortId = makeRefund(store, {
          ...money,
          currency: row.currency,
          ofPaymentId: payment.id,
          ticketId: row.kind === 'journey_correction' ? row.ticket_id : null,
        });
      else addCredit(store, money);
    }
    store.run(
      `UPDATE claim_cases SET decision = ?, reason = ?, refund_amount = ?, refund_method = ?, refund_short_id = ?,
      decided_at = ? WHERE id = ?`,
      [decision, reason, amount, method, refundShortId, at, row.id],
    );
    moveCase(store, row, decision, at);
  });
  const decided = /** @type {CaseRow} */ (caseById(store, row.id));
  mailDecision(store, decided, origin);
  return decided;
}
