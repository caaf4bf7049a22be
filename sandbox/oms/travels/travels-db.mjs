// @ts-check
/** The trips and payments of the sandbox database, read for the operations API. */
import { networkOf } from '../network/network.mjs';
import { addDays, zonedInstant } from '../network/zoned-time.mjs';

/**
 * @typedef {import('../../db/store.mjs').Store} Store
 * @typedef {import('./travel-dtos.mjs').TicketRow} TicketRow
 * @typedef {import('./travel-dtos.mjs').PaymentRow} PaymentRow
 * @typedef {{ operator: string, aliases: string[], from: string, to: string, descending: boolean, limit: number, offset: number }} RangeQuery
 */

const CARD_COLUMNS = 'c.label, c.truncated_pan, c.form_factor';
/** Whether a settlement paid the payment `p` (chargeDetails: its status history). */
const SETTLED_COLUMN = 'EXISTS (SELECT 1 FROM settled_payments sp WHERE sp.payment_id = p.id) AS settled';
/** The latest case about the trip `t` (claims). */
export const CASE_COLUMN =
  '(SELECT cc.id FROM claim_cases cc WHERE cc.ticket_id = t.id ORDER BY cc.created DESC, cc.rowid DESC LIMIT 1) AS case_id';
/** The credits the payment `p` took (claims), as JSON text. */
const CREDITS_COLUMN = `(SELECT json_group_array(json_object('case_id', u.case_id, 'amount', u.amount))
  FROM (SELECT case_id, amount FROM credit_uses WHERE payment_id = p.id ORDER BY case_id) u) AS credits`;
const placeholders = (/** @type {unknown[]} */ values) => values.map(() => '?').join(', ');

/** SQLite's LIMIT/OFFSET: 0/0 is the whole range (docs/behaviour/rules.md#trip-and-payment-queries). @param {number} limit @param {number} offset */
const paging = (limit, offset) =>
  limit > 0 ? ` LIMIT ${limit} OFFSET ${offset}` : offset > 0 ? ` LIMIT -1 OFFSET ${offset}` : '';

/**
 * The trips whose valid_from falls on a day from..to in the operator's time zone (both included),
 * on the given cards. @param {Store} store @param {RangeQuery} query @returns {TicketRow[]}
 */
export function ticketsInRange(store, { operator, aliases, from, to, descending, limit, offset }) {
  const { timeZone } = networkOf(operator);
  const start = zonedInstant(from, 0, timeZone).toISOString();
  const end = zonedInstant(addDays(to, 1), 0, timeZone).toISOString();
  return store.all(
    `SELECT t.*, ${CARD_COLUMNS}, ${CASE_COLUMN} FROM tickets t JOIN cards c ON c.pan_token = t.pan_token
     WHERE t.operator_key = ? AND t.pan_token IN (${placeholders(aliases)}) AND t.valid_from >= ? AND t.valid_from < ?
     ORDER BY t.valid_from ${descending ? 'DESC' : 'ASC'}, t.id ${descending ? 'DESC' : 'ASC'}${paging(limit, offset)}`,
    [operator, ...aliases, start, end],
  );
}

/**
 * The payments of the travel days from..to on the given cards: SUCCEEDED only when `succeeded`,
 * FAILED only when `failed`, any other status always. @param {Store} store
 * @param {RangeQuery & { succeeded: boolean, failed: boolean }} query @returns {PaymentRow[]}
 */
export function paymentsInRange(store, { operator, aliases, from, to, descending, limit, offset, succeeded, failed }) {
  const excluded = [...(succeeded ? [] : ['SUCCEEDED']), ...(failed ? [] : ['FAILED'])];
  return store.all(
    `SELECT p.*, ${CARD_COLUMNS}, ${SETTLED_COLUMN}, ${CREDITS_COLUMN} FROM payments p JOIN cards c ON c.pan_token = p.pan_token
     WHERE p.operator_key = ? AND p.pan_token IN (${placeholders(aliases)}) AND p.travel_day >= ? AND p.travel_day <= ?
     ${excluded.length ? `AND p.status NOT IN (${placeholders(excluded)})` : ''}
     ORDER BY p.updated ${descending ? 'DESC' : 'ASC'}, p.id ${descending ? 'DESC' : 'ASC'}${paging(limit, offset)}`,
    [operator, ...aliases, from, to, ...excluded],
  );
}

/** @param {Store} store @param {string} shortId @returns {PaymentRow | undefined} */
export const paymentByShortId = (store, shortId) =>
  store.get(
    `SELECT p.*, ${CARD_COLUMNS}, ${SETTLED_COLUMN}, ${CREDITS_COLUMN} FROM payments p JOIN cards c ON c.pan_token = p.pan_token WHERE p.short_id = ?`,
    [shortId],
  );

/** @param {Store} store @param {number} paymentId @returns {TicketRow[]} */
export const ticketsOfPayment = (store, paymentId) =>
  store.all(
    `SELECT t.*, ${CARD_COLUMNS}, ${CASE_COLUMN} FROM tickets t JOIN cards c ON c.pan_token = t.pan_token WHERE t.payment_id = ? ORDER BY t.valid_from, t.id`,
    [paymentId],
  );

/** @param {Store} store @param {number} ticketId @returns {TicketRow | undefined} */
export const ticketById = (store, ticketId) =>
  store.get(
    `SELECT t.*, ${CARD_COLUMNS}, ${CASE_COLUMN} FROM tickets t JOIN cards c ON c.pan_token = t.pan_token WHERE t.id = ?`,
    [ticketId],
  );
