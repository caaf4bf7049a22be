// @ts-check
/** The operations side's tables: cards that tapped, their links to accounts, tokenisations, trips and payments. */
import { CLAIMS_SCHEMA } from '../claims/claims-schema.mjs';
import { DENY_LIST_SCHEMA } from '../card-status/deny-list.mjs';
import { ALERTS_SCHEMA } from '../../api/alert-preferences.mjs';
import { STATEMENTS_SCHEMA } from '../statements/statements-schema.mjs';

export const OMS_SCHEMA = `
CREATE TABLE cards (
  pan_token TEXT PRIMARY KEY,
  operator_key TEXT NOT NULL REFERENCES operators(key) ON DELETE CASCADE,
  token TEXT NOT NULL,
  par TEXT NOT NULL,
  truncated_pan TEXT NOT NULL,
  label TEXT NOT NULL,
  form_factor TEXT NOT NULL CHECK (form_factor IN ('CARD', 'DEVICE')),
  aid TEXT
);

CREATE TABLE account_cards (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  pan_token TEXT NOT NULL UNIQUE REFERENCES cards(pan_token) ON DELETE CASCADE,
  created TEXT NOT NULL,
  updated TEXT NOT NULL
);

CREATE TABLE payment_orders (
  order_id TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  operator_key TEXT NOT NULL,
  purpose TEXT NOT NULL CHECK (purpose IN ('card_registration', 'settlement')),
  amount INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  result TEXT,
  transaction_id TEXT,
  pan_token TEXT,
  notified_at INTEGER,
  items TEXT,
  saved_at INTEGER
);

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
  currency TEXT NOT NULL,
  first_tap TEXT NOT NULL,
  last_tap TEXT,
  valid_from TEXT NOT NULL,
  valid_to TEXT NOT NULL,
  time_zone TEXT NOT NULL
);
CREATE INDEX tickets_card ON tickets (pan_token, valid_from);
`;

/** The trips' columns added since the first schema, with their definitions (fareCaps, then claims). */
const ADDED_TICKET_COLUMNS = [
  ['base_amount', 'INTEGER'],
  ['incomplete', 'INTEGER NOT NULL DEFAULT 0'],
  ['expected_amount', 'INTEGER'],
  ['corrected_amount', 'INTEGER'],
  ['corrected_exit', 'TEXT'],
];

/**
 * Brings a database made before a column or table was added up to the schema (a data folder kept across versions):
 * the trips' fare before capping (fareCaps), empty for the trips already there (read as their amount); the claims
 * columns (every trip already there complete, none corrected), the claims tables and the deny list (cardStatus).
 * @param {import('better-sqlite3').Database} db
 */
export function upgradeOmsSchema(db) {
  const columns = /** @type {{ name: string }[]} */ (db.prepare('PRAGMA table_info(tickets)').all());
  if (columns.length === 0) return;
  for (const [name, definition] of ADDED_TICKET_COLUMNS)
    if (!columns.some((column) => column.name === name))
      db.exec(`ALTER TABLE tickets ADD COLUMN ${name} ${definition}`);
  if (db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'accounts'").get()) {
    db.exec(CLAIMS_SCHEMA + DENY_LIST_SCHEMA + ALERTS_SCHEMA);
    db.exec(STATEMENTS_SCHEMA);
  }
}
