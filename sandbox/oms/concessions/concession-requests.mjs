// @ts-check
/**
 * The requests the operator reviews (operatorCheck without a reference): the rider asks, the operator's staff approve
 * — the concession is granted — or refuse with a reason, and the rider is mailed either way. The portal reads the most
 * recent request per concession that did not become one (in review, or refused and why).
 */
import crypto from 'node:crypto';
import { HttpError } from '../../http/errors.mjs';
import { mailConcessionDecision } from './concession-mail.mjs';
import { offerOf } from './concession-offers.mjs';
import { grantConcession, mayProve } from './concession-grants.mjs';

/** @typedef {import('../../db/store.mjs').Store} Store */
/**
 * @typedef {{ id: string, account_id: number, operator_key: string, concession_key: string,
 *   status: 'in_review' | 'approved' | 'refused', reason: string | null, created_at: string, decided_at: string | null }} RequestRow
 */

/** The longest reason a refusal gives. */
export const MAX_REASON = 500;

/**
 * A request in review for the concession: the one already waiting, or a new one. @param {Store} store
 * @param {{ accountId: number, operator: string, concessionKey: string }} request @returns {RequestRow}
 */
export function requestReview(store, { accountId, operator, concessionKey }) {
  return store.transaction(() => {
    const waiting = store.get(
      `SELECT * FROM concession_requests WHERE account_id = ? AND operator_key = ? AND concession_key = ? AND status = 'in_review'`,
      [accountId, operator, concessionKey],
    );
    if (waiting) return waiting;
    const id = `CR-${crypto.randomBytes(4).toString('hex').toUpperCase()}`;
    store.run(
      `INSERT INTO concession_requests (id, account_id, operator_key, concession_key, status, created_at)
      VALUES (?, ?, ?, ?, 'in_review', ?)`,
      [id, accountId, operator, concessionKey, new Date().toISOString()],
    );
    return store.get('SELECT * FROM concession_requests WHERE id = ?', [id]);
  });
}

/**
 * The rider's most recent request per concession, unless it was approved (it is a concession then), oldest first.
 * @param {Store} store @param {number} accountId @param {string} operator
 */
export function requestsOf(store, accountId, operator) {
  /** @type {RequestRow[]} */
  const rows = store.all(
    `SELECT * FROM concession_requests r WHERE account_id = ? AND operator_key = ? AND created_at = (
      SELECT MAX(created_at) FROM concession_requests WHERE account_id = r.account_id AND operator_key = r.operator_key
      AND concession_key = r.concession_key) ORDER BY created_at, id`,
    [accountId, operator],
  );
  return rows
    .filter((row) => row.status !== 'approved')
    .map((row) => ({
      id: row.id,
      concession_key: row.concession_key,
      status: row.status,
      ...(row.reason ? { reason: row.reason } : {}),
      created: row.created_at,
    }));
}

/** Every request waiting for a decision, newest first, with its rider. @param {Store} store */
export const openRequests = (store) =>
  /** @type {(RequestRow & { email: string, name: string, surname: string })[]} */ (
    store.all(
      `SELECT r.*, a.email, a.name, a.surname FROM concession_requests r JOIN accounts a ON a.id = r.account_id
      WHERE r.status = 'in_review' ORDER BY r.created_at DESC, r.id`,
    )
  );

/**
 * Decides a request waiting: an approval grants the concession; the rider is mailed in their language.
 * @param {Store} store @param {{ id: string, decision: 'approved' | 'refused', reason: string | null, origin: string }} input
 * @returns {RequestRow}
 */
export function decideRequest(store, { id, decision, reason, origin }) {
  const decided = store.transaction(() => {
    /** @type {RequestRow | undefined} */
    const row = store.get('SELECT * FROM concession_requests WHERE id = ?', [id]);
    if (!row) throw new HttpError(404, 'No such request', {}, { code: 'unknown_request' });
    if (row.status !== 'in_review')
      throw new HttpError(409, 'This request is decided already', {}, { code: 'already_decided' });
    if (decision === 'refused' && !reason)
      throw new HttpError(400, 'Say why the request is refused', {}, { code: 'reason_required' });
    if (reason && reason.length > MAX_REASON)
      throw new HttpError(400, `Write at most ${MAX_REASON} characters`, {}, { code: 'reason_too_long' });
    const offer = offerOf(row.operator_key, row.concession_key);
    if (decision === 'approved' && !offer)
      throw new HttpError(409, 'The operator no longer offers this concession', {}, { code: 'concession_withdrawn' });
    if (decision === 'approved' && !mayProve(store, row.account_id, row.operator_key, row.concession_key))
      throw new HttpError(
        409,
        'The rider holds this concession already: its renewal is not open',
        {},
        {
          code: 'already_held',
        },
      );
    store.run(`UPDATE concession_requests SET status = ?, reason = ?, decided_at = ? WHERE id = ?`, [
      decision,
      decision === 'refused' ? reason : null,
      new Date().toISOString(),
      id,
    ]);
    const granted =
      decision === 'approved' && offer
        ? grantConcession(store, {
            accountId: row.account_id,
            operator: row.operator_key,
            concessionKey: row.concession_key,
            validity: offer.validity,
            provenBy: 'operatorCheck',
          })
        : null;
    return {
      row: /** @type {RequestRow} */ (store.get('SELECT * FROM concession_requests WHERE id = ?', [id])),
      granted,
    };
  });
  mailConcessionDecision(store, { request: decided.row, validUntil: decided.granted?.valid_until ?? null, origin });
  return decided.row;
}
