// @ts-check
/**
 * The concessions' tables (docs/contracts.md#concessions-reduced-fares-on-a-bank-card): only the outcome of a proof —
 * which concession, proven how, valid until when — never a document, an id number or a date of birth; and which of the
 * rider's cards carry it. Both go with the account (deleted with it) and with the card's link (a card removed from the
 * account loses its concession).
 */
import { seedConcessions } from './seed-concessions.mjs';

/** `IF NOT EXISTS`: also brings an older data folder up to date. */
export const CONCESSIONS_SCHEMA = `
CREATE TABLE IF NOT EXISTS rider_concessions (
  id TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  operator_key TEXT NOT NULL,
  concession_key TEXT NOT NULL,
  proven_by TEXT NOT NULL CHECK (proven_by IN ('digitalIdentity', 'directory', 'operatorCheck')),
  valid_until TEXT,
  granted_at TEXT NOT NULL,
  UNIQUE (account_id, operator_key, concession_key)
);
CREATE TABLE IF NOT EXISTS concession_cards (
  account_card_id INTEGER PRIMARY KEY REFERENCES account_cards(id) ON DELETE CASCADE,
  concession_id TEXT NOT NULL REFERENCES rider_concessions(id) ON DELETE CASCADE,
  linked_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS concession_cards_by_concession ON concession_cards (concession_id);
`;

/** @type {import('../../db/store.mjs').DatabasePart} */
export const CONCESSIONS_TABLES = {
  name: 'concessions',
  schema: CONCESSIONS_SCHEMA,
  upgrade: (db) => db.exec(CONCESSIONS_SCHEMA),
  seed: seedConcessions,
};
