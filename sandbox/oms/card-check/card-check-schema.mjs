// @ts-check
/**
 * The tables of a card checked without an account (cardCheck): the provider's card verifications, the short-lived
 * card-scoped accesses their proofs gave, the cards kept by a sign-up until its address is confirmed, and the log of
 * every access. `IF NOT EXISTS`: also brings an older data folder up.
 */
export const CARD_CHECK_SCHEMA = `
CREATE TABLE IF NOT EXISTS card_checks (
  order_id TEXT PRIMARY KEY,
  operator_key TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  result TEXT,
  transaction_id TEXT,
  pan_token TEXT,
  notified_at INTEGER,
  redeemed_at INTEGER
);

CREATE TABLE IF NOT EXISTS card_access (
  hash TEXT PRIMARY KEY,
  operator_key TEXT NOT NULL,
  pan_token TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS checked_card_signups (
  account_id INTEGER PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  pan_token TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  outcome TEXT CHECK (outcome IN ('linked', 'belongs_to_account'))
);

CREATE TABLE IF NOT EXISTS card_check_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL,
  operator_key TEXT NOT NULL,
  pan_token TEXT,
  client TEXT NOT NULL,
  action TEXT NOT NULL,
  outcome TEXT NOT NULL
);
`;

/** @type {import('../../db/store.mjs').DatabasePart} */
export const CARD_CHECK_TABLES = {
  name: 'card check',
  schema: CARD_CHECK_SCHEMA,
  upgrade: (db) => db.exec(CARD_CHECK_SCHEMA),
};
