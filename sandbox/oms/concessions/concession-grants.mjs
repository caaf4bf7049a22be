// @ts-check
/**
 * Granting a concession once eligibility is proven (docs/contracts.md#concessions-reduced-fares-on-a-bank-card): the
 * rider's row is created, or renewed — from its old `valid_until` when the renewal window is open, from today once it
 * ran out — until the end its offer's validity gives; a request of it still waiting for the staff is settled with it.
 * Only the outcome is kept: which concession, proven how, until when.
 */
import crypto from 'node:crypto';
import { addYears, differenceInYears, format, parseISO } from 'date-fns';
import { networkOf } from '../network/network.mjs';
import { addDays, zonedDay } from '../network/zoned-time.mjs';
import { CONCESSION_POLICIES } from './concession-offers.mjs';
import { concessionsOf, holdsOn } from './concessions-db.mjs';

/**
 * @typedef {import('../../db/store.mjs').Store} Store
 * @typedef {import('./concessions-db.mjs').ConcessionRow} ConcessionRow
 * @typedef {import('./concession-offers.mjs').Validity} Validity
 * @typedef {import('./concession-offers.mjs').Proof} Proof
 */

/** The operator's today (YYYY-MM-DD in its zone). @param {string} operator @param {Date} [now] */
export const operatorToday = (operator, now = new Date()) => zonedDay(now, networkOf(operator).timeZone);

/** Whole years of age on a day. @param {string} birthdate YYYY-MM-DD @param {string} day YYYY-MM-DD */
export const ageOn = (birthdate, day) => differenceInYears(parseISO(day), parseISO(birthdate));

/**
 * The last day a concession proven from `start` holds: null for life; one year less a day; or the academic year's
 * end (31 August, as the core's validUntilFrom) that follows. @param {Validity} validity @param {string} start YYYY-MM-DD
 */
export function validUntil(validity, start) {
  if (validity === 'life') return null;
  if (validity === 'oneYear') return addDays(format(addYears(parseISO(start), 1), 'yyyy-MM-dd'), -1);
  const year = Number(start.slice(0, 4));
  return start.slice(5) <= '08-31' ? `${year}-08-31` : `${year + 1}-08-31`;
}

/** The rider's row of a concession, if any. @param {Store} store @param {number} accountId @param {string} operator @param {string} key */
export const heldConcession = (store, accountId, operator, key) =>
  concessionsOf(store, accountId, operator).find((row) => row.concession_key === key);

/**
 * Whether a held concession may be proven again today: it ran out, or its renewal window (renewal days before its last
 * day) is open. A concession for life never renews. @param {ConcessionRow} row @param {string} today
 */
export function renewalOpen(row, today) {
  if (row.valid_until === null) return false;
  const days = CONCESSION_POLICIES[row.operator_key]?.renewalDays ?? 0;
  return today >= addDays(row.valid_until, -days);
}

/**
 * Whether the rider may prove a concession today: they do not hold it, it ran out, or its renewal window is open.
 * @param {Store} store @param {number} accountId @param {string} operator @param {string} key
 */
export function mayProve(store, accountId, operator, key) {
  const held = heldConcession(store, accountId, operator, key);
  const today = operatorToday(operator);
  return !held || !holdsOn(held, today) || renewalOpen(held, today);
}

/**
 * Creates or renews the rider's concession; answers its row. @param {Store} store
 * @param {{ accountId: number, operator: string, concessionKey: string, validity: Validity, provenBy: Proof, now?: Date }} grant
 * @returns {ConcessionRow}
 */
export function grantConcession(store, { accountId, operator, concessionKey, validity, provenBy, now = new Date() }) {
  const today = operatorToday(operator, now);
  const held = heldConcession(store, accountId, operator, concessionKey);
  const start = held && held.valid_until !== null && holdsOn(held, today) ? addDays(held.valid_until, 1) : today;
  const until = validUntil(validity, start);
  const at = now.toISOString();
  if (held)
    store.run('UPDATE rider_concessions SET proven_by = ?, valid_until = ?, granted_at = ? WHERE id = ?', [
      provenBy,
      until,
      at,
      held.id,
    ]);
  else
    store.run(
      `INSERT INTO rider_concessions (id, account_id, operator_key, concession_key, proven_by, valid_until, granted_at)
      VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [crypto.randomUUID(), accountId, operator, concessionKey, provenBy, until, at],
    );
  // A request still waiting for the staff is answered by this proof: it leaves their list.
  store.run(
    `UPDATE concession_requests SET status = 'approved', decided_at = ? WHERE account_id = ? AND operator_key = ?
    AND concession_key = ? AND status = 'in_review'`,
    [at, accountId, operator, concessionKey],
  );
  return /** @type {ConcessionRow} */ (heldConcession(store, accountId, operator, concessionKey));
}

/**
 * The offers with a minimum age that the account's own date of birth reaches on the operator's today, and that the
 * rider does not hold (the portal's hint to check eligibility): their keys only, never the date.
 * @param {Store} store @param {number} accountId @param {string} operator @returns {string[]}
 */
export function mayQualifyFor(store, accountId, operator) {
  const birthdate = store.get('SELECT date_of_birth FROM accounts WHERE id = ?', [accountId])?.date_of_birth;
  if (typeof birthdate !== 'string') return [];
  const today = operatorToday(operator);
  const held = concessionsOf(store, accountId, operator)
    .filter((row) => holdsOn(row, today))
    .map((row) => row.concession_key);
  const offers = Object.hasOwn(CONCESSION_POLICIES, operator) ? (CONCESSION_POLICIES[operator]?.offers ?? []) : [];
  return offers
    .filter((offer) => offer.minimumAge !== undefined && ageOn(birthdate, today) >= offer.minimumAge)
    .filter((offer) => !held.includes(offer.key))
    .map((offer) => offer.key);
}
