// @ts-check
/**
 * The riders' cases (claims): corrections of incomplete journeys and reports of wrong charges, as the sandbox keeps
 * them and as the operations API sends them (docs/contracts.md#claims-incomplete-journeys-corrected-wrong-charges-reported).
 */
import crypto from 'node:crypto';
import { ALREADY_BACK_SQL } from './claim-money.mjs';

/** @typedef {import('../../db/store.mjs').Store} Store */
/** @typedef {'journey_correction' | 'card_clash' | 'unrecognised' | 'charged_twice' | 'other'} CaseKind */
/** @typedef {'submitted' | 'in_review' | 'approved' | 'refused' | 'closed'} CaseStatus */
/**
 * @typedef {{ id: string, account_id: number, operator_key: string, kind: CaseKind, status: CaseStatus,
 *   ticket_id: number | null, payment_id: number | null, payment_short_id: string | null, amount_at_stake: number,
 *   currency: string, exit_station: string | null, text: string | null, decision: 'approved' | 'refused' | null,
 *   reason: string | null, refund_amount: number | null, refund_method: string | null, refund_short_id: string | null,
 *   decided_at: string | null, history: string, created: string, updated: string, already_refunded: number,
 *   trip_first_tap: string | null, trip_last_tap: string | null, trip_valid_from: string | null,
 *   trip_time_zone: string | null, payment_created: string | null, payment_amount: number | null,
 *   payment_currency: string | null }} CaseRow
 */

/** The kinds a rider reports (every kind but a correction). */
export const REPORT_KINDS = Object.freeze(['card_clash', 'unrecognised', 'charged_twice', 'other']);

const ID_CHARACTERS = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A case id as riders quote it: `C-` and eight characters. */
export const newCaseId = () =>
  `C-${Array.from({ length: 8 }, () => ID_CHARACTERS[crypto.randomInt(ID_CHARACTERS.length)]).join('')}`;

/** What a case names of its trip and its payment, for the trips and payments lists' words (a case's `trip`, `payment`). */
const SUBJECT_COLUMNS = `t.first_tap AS trip_first_tap, t.last_tap AS trip_last_tap, t.valid_from AS trip_valid_from,
  t.time_zone AS trip_time_zone, p.created AS payment_created, p.amount AS payment_amount, p.currency AS payment_currency`;

const SUBJECT_JOINS = `LEFT JOIN payments p ON p.id = cc.payment_id LEFT JOIN tickets t ON t.id = cc.ticket_id`;

const SELECT_CASE = `SELECT cc.*, p.short_id AS payment_short_id, ${ALREADY_BACK_SQL} AS already_refunded, ${SUBJECT_COLUMNS}
  FROM claim_cases cc ${SUBJECT_JOINS}`;

/** @param {Store} store @param {string} id @returns {CaseRow | undefined} */
export const caseById = (store, id) => store.get(`${SELECT_CASE} WHERE cc.id = ?`, [id]);

/** An account's cases with an operator, newest first. @param {Store} store @param {number} accountId @param {string} operator @returns {CaseRow[]} */
export const casesOfAccount = (store, accountId, operator) =>
  store.all(`${SELECT_CASE} WHERE cc.account_id = ? AND cc.operator_key = ? ORDER BY cc.created DESC, cc.rowid DESC`, [
    accountId,
    operator,
  ]);

const CASES_WHERE = {
  all: '',
  open: "WHERE cc.status IN ('submitted', 'in_review')",
  closed: "WHERE cc.status = 'closed'",
};

/**
 * Every rider's cases (the operator's review), newest first; `open`: only those not decided, `closed`: only those
 * closed undecided as their account was deleted. A deleted account's cases stay, their `email` null.
 * @param {Store} store @param {'all' | 'open' | 'closed'} which
 */
export const allCases = (store, which) =>
  /** @type {(CaseRow & { email: string | null })[]} */ (
    store.all(
      `SELECT cc.*, p.short_id AS payment_short_id, ${ALREADY_BACK_SQL} AS already_refunded, ${SUBJECT_COLUMNS},
      a.email FROM claim_cases cc ${SUBJECT_JOINS}
      LEFT JOIN accounts a ON a.id = cc.account_id ${CASES_WHERE[which]}
      ORDER BY cc.created DESC, cc.rowid DESC`,
    )
  );

/**
 * Records a new case, submitted. @param {Store} store
 * @param {{ accountId: number, operator: string, kind: CaseKind, ticketId: number | null, paymentId: number | null,
 *   amountAtStake: number, currency: string, exitStation?: string | null, text?: string | null, at: string }} input
 * @returns {CaseRow}
 */
export function insertCase(store, input) {
  const id = newCaseId();
  store.run(
    `INSERT INTO claim_cases (id, account_id, operator_key, kind, status, ticket_id, payment_id, amount_at_stake, currency,
    exit_station, text, history, created, updated) VALUES (?, ?, ?, ?, 'submitted', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      id,
      input.accountId,
      input.operator,
      input.kind,
      input.ticketId,
      input.paymentId,
      input.amountAtStake,
      input.currency,
      input.exitStation ?? null,
      input.text ?? null,
      JSON.stringify([{ status: 'submitted', at: input.at }]),
      input.at,
      input.at,
    ],
  );
  return /** @type {CaseRow} */ (caseById(store, id));
}

/** Moves a case to a status, adding it to its history. @param {Store} store @param {CaseRow} row @param {CaseStatus} status @param {string} at */
export function moveCase(store, row, status, at) {
  const history = [...JSON.parse(row.history), { status, at }];
  store.run('UPDATE claim_cases SET status = ?, history = ?, updated = ? WHERE id = ?', [
    status,
    JSON.stringify(history),
    at,
    row.id,
  ]);
}

/** Why a case was closed undecided: its rider deleted the account. */
export const CLOSED_ACCOUNT_DELETED = 'account_deleted';

/**
 * An account about to be deleted: its open cases are closed, undecided, with the reason recorded, and stay with the
 * operator as every case does (they are money records; the deletion detaches them). Answers how many were closed.
 * @param {Store} store @param {number} accountId @param {string} at
 */
export function closeCasesOfAccount(store, accountId, at) {
  const open = /** @type {CaseRow[]} */ (
    store.all("SELECT * FROM claim_cases WHERE account_id = ? AND status IN ('submitted', 'in_review')", [accountId])
  );
  for (const row of open) {
    const history = [...JSON.parse(row.history), { status: 'closed', at }];
    store.run('UPDATE claim_cases SET status = ?, reason = ?, history = ?, updated = ? WHERE id = ?', [
      'closed',
      CLOSED_ACCOUNT_DELETED,
      JSON.stringify(history),
      at,
      row.id,
    ]);
  }
  return open.length;
}

/** A stored tap's station (its first value when it names none). @param {string} json */
function stationOf(json) {
  const tap = /** @type {Record<string, string>} */ (JSON.parse(json));
  return tap.station ?? Object.entries(tap).find(([key]) => key !== 'time')?.[1] ?? '';
}

/** The trip a case is about, as the trips list names it; null for a case about a payment (or a trip no longer kept). @param {CaseRow} row */
const tripOf = (row) =>
  row.trip_valid_from && row.trip_first_tap && row.trip_time_zone
    ? {
        entered_at: row.trip_valid_from,
        from: stationOf(row.trip_first_tap),
        to: row.trip_last_tap ? stationOf(row.trip_last_tap) : null,
        time_zone: row.trip_time_zone,
      }
    : null;

/** The payment a case is about: when it was made and its amount; null when none is kept. @param {CaseRow} row */
const paymentOf = (row) =>
  row.payment_created && row.payment_amount !== null
    ? { created: row.payment_created, amount: row.payment_amount, currency: row.payment_currency }
    : null;

/** A case as the operations API sends it. @param {CaseRow} row */
export const toCaseDto = (row) => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  created: row.created,
  updated: row.updated,
  ticket_id: row.ticket_id,
  payment_short_id: row.payment_short_id,
  amount_at_stake: row.amount_at_stake,
  already_refunded: row.already_refunded,
  currency: row.currency,
  trip: tripOf(row),
  payment: paymentOf(row),
  exit_station: row.exit_station,
  text: row.text,
  outcome: row.decision
    ? {
        decision: row.decision,
        reason: row.reason,
        refund_amount: row.refund_amount ?? 0,
        refund_method: row.refund_method,
        refund_short_id: row.refund_short_id,
        decided_at: row.decided_at,
      }
    : null,
  history: JSON.parse(row.history),
});
