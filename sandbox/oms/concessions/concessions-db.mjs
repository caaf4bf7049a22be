// @ts-check
/** A rider's concessions and the cards carrying them, in the sandbox database (./concessions-schema.mjs). */
import { offerOf } from './concession-offers.mjs';

/**
 * @typedef {import('../../db/store.mjs').Store} Store
 * @typedef {{ id: string, account_id: number, operator_key: string, concession_key: string,
 *   proven_by: 'digitalIdentity' | 'directory' | 'operatorCheck', valid_until: string | null, granted_at: string }} ConcessionRow
 */

/** Whether a concession still holds on a day (YYYY-MM-DD, the operator's zone). @param {ConcessionRow} row @param {string} day */
export const holdsOn = (row, day) => row.valid_until === null || day <= row.valid_until;

/** The rider's concessions with an operator, oldest first. @param {Store} store @param {number} accountId @param {string} operator @returns {ConcessionRow[]} */
export const concessionsOf = (store, accountId, operator) =>
  store.all('SELECT * FROM rider_concessions WHERE account_id = ? AND operator_key = ? ORDER BY granted_at, id', [
    accountId,
    operator,
  ]);

/** The alias pans of the cards carrying a concession. @param {Store} store @param {string} concessionId @returns {string[]} */
export const cardsCarrying = (store, concessionId) =>
  store
    .all(
      `SELECT ac.pan_token FROM concession_cards cc JOIN account_cards ac ON ac.id = cc.account_card_id
      WHERE cc.concession_id = ? ORDER BY cc.linked_at, ac.pan_token`,
      [concessionId],
    )
    .map((row) => String(row.pan_token));

/** How many of the rider's cards carry one of their concessions. @param {Store} store @param {number} accountId */
export const cardsLinked = (store, accountId) =>
  Number(
    store.get(
      `SELECT COUNT(*) AS n FROM concession_cards cc JOIN rider_concessions rc ON rc.id = cc.concession_id
      WHERE rc.account_id = ?`,
      [accountId],
    )?.n ?? 0,
  );

/**
 * The concession the gates apply to a card's tap: the one the card carries, if it still holds on the tap's day, the
 * operator still offers it, and the card carried it before the tap; else null.
 * @param {Store} store @param {{ panToken: string, operator: string, day: string, at: Date }} tap
 * @returns {{ key: string, percentOff: number } | null}
 */
export function concessionAt(store, { panToken, operator, day, at }) {
  /** @type {(ConcessionRow & { linked_at: string }) | undefined} */
  const row = store.get(
    `SELECT rc.*, cc.linked_at FROM concession_cards cc JOIN account_cards ac ON ac.id = cc.account_card_id
    JOIN rider_concessions rc ON rc.id = cc.concession_id WHERE ac.pan_token = ? AND rc.operator_key = ?`,
    [panToken, operator],
  );
  if (!row || !holdsOn(row, day) || row.linked_at > at.toISOString()) return null;
  const offer = offerOf(operator, row.concession_key);
  return offer ? { key: offer.key, percentOff: offer.percentOff } : null;
}

/** The concessions as the API answers them. @param {Store} store @param {ConcessionRow[]} rows */
export const toConcessionDtos = (store, rows) =>
  rows.map((row) => ({
    id: row.id,
    key: row.concession_key,
    proven_by: row.proven_by,
    valid_until: row.valid_until,
    cards: cardsCarrying(store, row.id),
  }));
