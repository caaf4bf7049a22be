// @ts-check
/**
 * The trip and payment lists as JSON text, built by SQLite (json_object) in slices of SLICE rows:
 * a year of trips (11,000) is read and serialised between other requests, never in one stretch of
 * the event loop (docs/contracts.md#operations-api-oms-scoped-stricter-than-the-base-contract). The one definition of
 * a trip's and a payment's answer: a trip or a payment answered alone (a tap's answer, a receipt's trips) is read
 * through the same SQL (ticketObject, paymentObject), so the shapes cannot drift.
 */
import { CHARGE_DETAILS_SQL } from './charge-details.mjs';
import { CREDITS_PATCH_SQL } from '../claims/claim-credits.mjs';
import { FARE_NAMES_SQL } from '../taps-and-fares/fare-names.mjs';
import { networkOf } from '../network/network.mjs';
import { addDays, zonedInstant } from '../network/zoned-time.mjs';

/** @typedef {import('./travels-db.mjs').RangeQuery} RangeQuery @typedef {import('../../db/store.mjs').Store} Store */

/** Rows read in one slice. */
export const SLICE = 500;

/** A stored tap as the API shows it: without the stored time. @param {string} column */
const tap = (column) => `json_remove(${column}, '$.time')`;

// json_patch adds `concession` and `concession_discount` to a trip charged at a concession's fare (concessions): the
// fare before caps and concession stays `base_amount`, the caps' discount counts from the concession's fare.
const TICKET_JSON = `json_patch(json_object('id', t.id, 'name', t.name, 'fare_names', ${FARE_NAMES_SQL}, 'label', c.label, 'amount', t.amount,
  'base_amount', COALESCE(t.base_amount, t.amount), 'cap_discount', COALESCE(t.concession_amount, t.base_amount, t.amount) - t.amount,
  'currency', t.currency,
  'truncated_pan', c.truncated_pan, 'form_factor', c.form_factor, 'alias_pan', t.pan_token,
  'first_tap', ${tap('t.first_tap')}, 'last_tap', ${tap('t.last_tap')},
  'valid_from', t.valid_from, 'valid_to', t.valid_to, 'time_zone', t.time_zone,
  'last_tap_at', json_extract(t.last_tap, '$.time'),
  'incomplete', json(CASE WHEN t.incomplete THEN 'true' ELSE 'false' END), 'expected_amount', t.expected_amount,
  'corrected_amount', t.corrected_amount, 'corrected_exit', json(t.corrected_exit),
  'case_id', (SELECT cc.id FROM claim_cases cc WHERE cc.ticket_id = t.id ORDER BY cc.created DESC, cc.rowid DESC LIMIT 1)),
  CASE WHEN t.concession IS NULL THEN '{}' ELSE json_object('concession', t.concession,
    'concession_discount', t.base_amount - t.concession_amount) END)`;

// json_patch adds `credits` to a payment that took any (claims).
const PAYMENT_JSON = `json_patch(json_object('id', p.id, 'short_id', p.short_id, 'amount', p.amount, 'currencies_code', p.currency,
  'created', p.created, 'updated', p.updated,
  'BankCard', json_object('label', c.label, 'truncated_pan', c.truncated_pan, 'form_factors_name', c.form_factor,
    'token', p.token, 'alias_pan', p.pan_token),
  'LastCharge', json_object('charge_results_name', p.status), ${CHARGE_DETAILS_SQL}), ${CREDITS_PATCH_SQL})`;

const placeholders = (/** @type {unknown[]} */ values) => values.map(() => '?').join(', ');

const TICKETS = 'tickets t JOIN cards c ON c.pan_token = t.pan_token';
const PAYMENTS = 'payments p JOIN cards c ON c.pan_token = p.pan_token';

/**
 * @typedef {{ id: number, name: string, fare_names: Record<string, string> | null, label: string, amount: number,
 *   base_amount: number, cap_discount: number, currency: string, truncated_pan: string, form_factor: 'CARD' | 'DEVICE',
 *   alias_pan: string, first_tap: Record<string, string>, last_tap: Record<string, string> | null, valid_from: string,
 *   valid_to: string, time_zone: string, last_tap_at: string | null, incomplete: boolean, expected_amount: number | null,
 *   corrected_amount: number | null, corrected_exit: { station: string, line: string } | null,
 *   case_id: string | null, concession?: string, concession_discount?: number }} Ticket a trip as the operations API answers it
 * @typedef {{ id: number, short_id: string, amount: number, currencies_code: string, created: string, updated: string,
 *   BankCard: { label: string, truncated_pan: string, form_factors_name: 'CARD' | 'DEVICE', token: string, alias_pan: string },
 *   LastCharge: { charge_results_name: string }, statement_descriptor: string, statement_reference: string,
 *   charged_at: string | null, status_history: { status: string, at: string }[],
 *   credits?: { case_id: string, amount: number }[] }} Payment a payment as the operations API answers it
 */

/** A trip as the lists answer it, or undefined. @param {Store} store @param {number} id @returns {Ticket | undefined} */
export function ticketObject(store, id) {
  const row = store.get(`SELECT ${TICKET_JSON} AS json FROM ${TICKETS} WHERE t.id = ?`, [id]);
  return row ? JSON.parse(row.json) : undefined;
}

/** A payment's trips as the lists answer them, in order. @param {Store} store @param {number} paymentId @returns {Ticket[]} */
export const ticketObjectsOfPayment = (store, paymentId) =>
  store
    .all(`SELECT ${TICKET_JSON} AS json FROM ${TICKETS} WHERE t.payment_id = ? ORDER BY t.valid_from, t.id`, [
      paymentId,
    ])
    .map((row) => JSON.parse(row.json));

/** A payment as the lists answer it, or undefined. @param {Store} store @param {string} shortId @returns {Payment | undefined} */
export function paymentObject(store, shortId) {
  const row = store.get(`SELECT ${PAYMENT_JSON} AS json FROM ${PAYMENTS} WHERE p.short_id = ?`, [shortId]);
  return row ? JSON.parse(row.json) : undefined;
}

/** Runs a sliced list to its end at once (a list merged with other lines). @param {Generator<void, string>} job */
export function wholeList(job) {
  for (let step = job.next(); ; step = job.next()) if (step.done) return JSON.parse(step.value);
}

/**
 * The rows of an ordered query in slices: `limit` rows from `offset` (0: all of them), each slice
 * after the last one read (keyset on the sort column, then id); yields between slices, returns the
 * rows' JSON joined by commas.
 * @param {Store} store @param {{ json: string, from: string, where: string, params: unknown[], sort: string, id: string,
 *   descending: boolean, limit: number, offset: number }} query @returns {Generator<void, string>}
 */
function* sliced(store, { json, from, where, params, sort, id, descending, limit, offset }) {
  const direction = descending ? 'DESC' : 'ASC';
  /** @type {string[]} */
  const parts = [];
  let left = limit > 0 ? limit : Infinity;
  /** @type {[unknown, unknown] | undefined} */
  let last;
  while (left > 0) {
    const size = Math.min(SLICE, left);
    const rows = store.all(
      `SELECT ${sort} AS sort_key, ${id} AS id, ${json} AS json FROM ${from} WHERE ${where}
       ${last ? `AND (${sort}, ${id}) ${descending ? '<' : '>'} (?, ?)` : ''}
       ORDER BY ${sort} ${direction}, ${id} ${direction} LIMIT ? OFFSET ?`,
      [...params, ...(last ?? []), size, last ? 0 : offset],
    );
    if (rows.length > 0) parts.push(rows.map((row) => row.json).join(','));
    if (rows.length < size) break;
    left -= rows.length;
    const end = rows[rows.length - 1];
    last = [end.sort_key, end.id];
    yield;
  }
  return parts.join(',');
}

/**
 * The trips whose valid_from falls on a day from..to in the operator's time zone (ticketsInRange),
 * as JSON text: `[ticket, …]`. @param {Store} store @param {RangeQuery} query @returns {Generator<void, string>}
 */
export function* ticketsJson(store, { operator, aliases, from, to, descending, limit, offset }) {
  const { timeZone } = networkOf(operator);
  const start = zonedInstant(from, 0, timeZone).toISOString();
  const end = zonedInstant(addDays(to, 1), 0, timeZone).toISOString();
  const list = yield* sliced(store, {
    json: TICKET_JSON,
    from: TICKETS,
    where: `t.operator_key = ? AND t.pan_token IN (${placeholders(aliases)}) AND t.valid_from >= ? AND t.valid_from < ?`,
    params: [operator, ...aliases, start, end],
    sort: 't.valid_from',
    id: 't.id',
    descending,
    limit,
    offset,
  });
  return `[${list}]`;
}

/**
 * The payments of the travel days from..to (paymentsInRange), as JSON text: `[payment, …]`.
 * @param {Store} store @param {RangeQuery & { succeeded: boolean, failed: boolean }} query @returns {Generator<void, string>}
 */
export function* paymentsJson(store, { operator, aliases, from, to, descending, limit, offset, succeeded, failed }) {
  const excluded = [...(succeeded ? [] : ['SUCCEEDED']), ...(failed ? [] : ['FAILED'])];
  const list = yield* sliced(store, {
    json: PAYMENT_JSON,
    from: PAYMENTS,
    where: `p.operator_key = ? AND p.pan_token IN (${placeholders(aliases)}) AND p.travel_day >= ? AND p.travel_day <= ?
      ${excluded.length ? `AND p.status NOT IN (${placeholders(excluded)})` : ''}`,
    params: [operator, ...aliases, from, to, ...excluded],
    sort: 'p.updated',
    id: 'p.id',
    descending,
    limit,
    offset,
  });
  return `[${list}]`;
}
