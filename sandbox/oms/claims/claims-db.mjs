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
 *   decided_at: string | null, history: string, created: string, updated: string, already_refunded: number }} CaseRow
 */

/** The kinds a rider reports (every kind but a correction). */
export const REPORT_KINDS = Object.freeze(['card_clash', 'unrecognised', 'charged_twice', 'other']);

const ID_CHARACTERS = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A case id as riders quote it: `C-` and eight characters. */
export const newCaseId = () =>
  `C-${Array.from({ length: 8 }, () => ID_CHARACTERS[crypto.randomInt(ID_CHARACTERS.length)]).join('')}`;

const SELECT_CASE = `SELECT cc.*, p.short_id AS payment_short_id, ${ALREADY_BACK_SQL} AS already_refunded FROM claim_cases cc
  LEFT JOIN payments p ON p.id = cc.payment_id`;

/** @param {Store} store @param {string} id @returns {CaseRow | undefined} */
export const caseById = (store, id) => store.get(`${SELECT_CASE} WHERE cc.id = ?`, [id]);

/** An account's cases with an operator, newest first. @param {Store} store @param {number} accountId @param {string} operator @returns {CaseRow[]} */
export const casesOfAccount = (store, accountId, operator) =>
  store.all(`${SELECT_CASE} WHERE cc.account_id = ? AND cc.operator_key = ? ORDER BY cc.created DESC, cc.rowid DESC`, [
    accountId,
    operator,
  ]);

/**
 * Every rider's cases (the operator's review), newest first; `open`: only those not decided. A deleted account's cases
 * stay, their `email` null. @param {Store} store @param {boolean} open
 */
export const allCases = (store, open) =>
  /** @type {(CaseRow & { email: string | null })[]} */ (
    store.all(
      `SELECT cc.*, p.short_id AS payment_short_id, ${ALREADY_BACK_SQL} AS already_refunded, a.email FROM claim_cases cc
      LEFT JOIN payments p ON p.id = cc.payment_id
      LEFT JOIN accounts a ON a.id = cc.account_id ${open ? "WHERE cc.status IN ('submitted', 'in_review')" : ''}
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
