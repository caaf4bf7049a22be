// @ts-check
/**
 * Refund lines (claims, an operator whose `refundMethod` is `refund`): an approved claim's money back to the card, a
 * payment line of its own (`R-` and 10 hex digits) listed among the rider's payments by the day it was made, with a
 * receipt (docs/contracts.md#claims-incomplete-journeys-corrected-wrong-charges-reported).
 */
import crypto from 'node:crypto';
import { descriptorOf } from '../travels/charge-details.mjs';
import { networkOf } from '../network/network.mjs';
import { toPaymentInfoDto } from '../travels/travel-dtos.mjs';
import { ticketObject } from '../travels/travel-json.mjs';
import { zonedDay } from '../network/zoned-time.mjs';

/** @typedef {import('../../db/store.mjs').Store} Store */
/**
 * @typedef {{ short_id: string, case_id: string, operator_key: string, pan_token: string, amount: number, currency: string,
 *   of_payment_id: number | null, ticket_id: number | null, created: string, of_short_id: string | null, token: string,
 *   label: string, truncated_pan: string, form_factor: 'CARD' | 'DEVICE' }} RefundRow a refund with its card
 */

/** The short ids of refunds: `R-` and 10 hex digits. */
export const REFUND_SHORT_ID = /^R-[0-9a-f]{10}$/;

const SELECT_REFUND = `SELECT r.*, p.short_id AS of_short_id, c.token, c.label, c.truncated_pan, c.form_factor FROM refunds r
  JOIN cards c ON c.pan_token = r.pan_token LEFT JOIN payments p ON p.id = r.of_payment_id`;

/**
 * Makes a refund line to a card; answers its short id. @param {Store} store
 * @param {{ caseId: string, operator: string, panToken: string, amount: number, currency: string,
 *   ofPaymentId: number | null, ticketId: number | null, at: string }} refund
 */
export function makeRefund(store, refund) {
  const shortId = `R-${crypto.randomBytes(5).toString('hex')}`;
  store.run(
    `INSERT INTO refunds (short_id, case_id, operator_key, pan_token, amount, currency, of_payment_id, ticket_id, created)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      shortId,
      refund.caseId,
      refund.operator,
      refund.panToken,
      refund.amount,
      refund.currency,
      refund.ofPaymentId,
      refund.ticketId,
      refund.at,
    ],
  );
  return shortId;
}

/** @param {Store} store @param {string} shortId @returns {RefundRow | undefined} */
export const refundByShortId = (store, shortId) => store.get(`${SELECT_REFUND} WHERE r.short_id = ?`, [shortId]);

/** What a refund says it is: the payment refunded (or null) and the case. @param {RefundRow} row */
const refundOf = (row) => ({ of: row.of_short_id, case_id: row.case_id });

/**
 * The refunds to the given cards made on a day from..to (the operator's zone), as payment list rows: the base
 * contract's shape, SUCCEEDED, with `refund: {of, case_id}` and the chargeDetails fields.
 * @param {Store} store @param {{ operator: string, aliases: string[], from: string, to: string }} query
 */
export function refundsInRange(store, { operator, aliases, from, to }) {
  const { timeZone } = networkOf(operator);
  const rows = /** @type {RefundRow[]} */ (
    store.all(
      `${SELECT_REFUND} WHERE r.operator_key = ? AND r.pan_token IN (${aliases.map(() => '?').join(', ')}) ORDER BY r.created`,
      [operator, ...aliases],
    )
  );
  return rows
    .filter((row) => {
      const day = zonedDay(new Date(row.created), timeZone);
      return day >= from && day <= to;
    })
    .map((row) => ({
      id: row.short_id,
      short_id: row.short_id,
      amount: row.amount,
      currencies_code: row.currency,
      created: row.created,
      updated: row.created,
      BankCard: {
        label: row.label,
        truncated_pan: row.truncated_pan,
        form_factors_name: row.form_factor,
        token: row.token,
        alias_pan: row.pan_token,
      },
      LastCharge: { charge_results_name: 'SUCCEEDED' },
      refund: refundOf(row),
      statement_descriptor: descriptorOf(row.operator_key),
      statement_reference: `TW${row.short_id}`,
      charged_at: row.created,
      status_history: [{ status: 'refunded', at: row.created }],
    }));
}

/** A refund's receipt data: its card, the line, the corrected trip (or none) and what it refunds. @param {Store} store @param {RefundRow} row */
export function toRefundInfoDto(store, row) {
  const ticket = row.ticket_id === null ? undefined : ticketObject(store, row.ticket_id);
  const card = { label: row.label, truncated_pan: row.truncated_pan, form_factor: row.form_factor };
  const line = { short_id: row.short_id, amount: row.amount, currencies_code: row.currency, updated: row.created };
  return { ...toPaymentInfoDto({ card, line }, ticket ? [ticket] : []), refund: refundOf(row) };
}
