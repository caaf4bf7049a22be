// @ts-check
/** The trips and the payments they make (daily charges of a card), in the sandbox database. */
import { seedTravels } from './seed-travels.mjs';

export const TRAVELS_SCHEMA = `
CREATE TABLE payments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  short_id TEXT NOT NULL UNIQUE,
  operator_key TEXT NOT NULL,
  pan_token TEXT NOT NULL,
  travel_day TEXT NOT NULL,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('SUCCEEDED', 'FAILED', 'PENDING')),
  token TEXT NOT NULL,
  created TEXT NOT NULL,
  updated TEXT NOT NULL
);
CREATE INDEX payments_card ON payments (pan_token, updated);

CREATE TABLE tickets (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  operator_key TEXT NOT NULL,
  pan_token TEXT NOT NULL,
  payment_id INTEGER REFERENCES payments(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  amount INTEGER NOT NULL,
  base_amount INTEGER,
  incomplete INTEGER NOT NULL DEFAULT 0,
  expected_amount INTEGER,
  corrected_amount INTEGER,
  corrected_exit TEXT,
  concession TEXT,
  concession_amount INTEGER,
  currency TEXT NOT NULL,
  first_tap TEXT NOT NULL,
  last_tap TEXT,
  valid_from TEXT NOT NULL,
  valid_to TEXT NOT NULL,
  time_zone TEXT NOT NULL
);
CREATE INDEX tickets_card ON tickets (pan_token, valid_from);
`;

/** The trips' columns added since the first schema, with their definitions (fareCaps, claims, then concessions). */
const ADDED_TICKET_COLUMNS = [
  ['base_amount', 'INTEGER'],
  ['incomplete', 'INTEGER NOT NULL DEFAULT 0'],
  ['expected_amount', 'INTEGER'],
  ['corrected_amount', 'INTEGER'],
  ['corrected_exit', 'TEXT'],
  ['concession', 'TEXT'],
  ['concession_amount', 'INTEGER'],
];

/**
 * Brings the trips of a database made before a column was added up to the schema (a data folder kept across
 * versions): the trips' fare before capping (fareCaps), empty for the trips already there (read as their amount); the
 * claims columns (every trip already there complete, none corrected).
 * @param {import('better-sqlite3').Database} db
 */
function upgradeTrips(db) {
  const columns = /** @type {{ name: string }[]} */ (db.prepare('PRAGMA table_info(tickets)').all());
  if (columns.length === 0) return;
  for (const [name, definition] of ADDED_TICKET_COLUMNS)
    if (!columns.some((column) => column.name === name))
      db.exec(`ALTER TABLE tickets ADD COLUMN ${name} ${definition}`);
}

/** @type {import('../../db/store.mjs').DatabasePart} */
export const TRAVELS_TABLES = { name: 'travels', schema: TRAVELS_SCHEMA, upgrade: upgradeTrips, seed: seedTravels };
