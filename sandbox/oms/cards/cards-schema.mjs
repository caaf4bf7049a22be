// @ts-check
/**
 * The cards that tapped, their links to accounts, and the payment provider's orders (card registrations, settlements:
 * an account's, or a checked card's without one).
 */

import { rebuildTable, tableDefinition } from '../../db/rebuild-table.mjs';

export const CARDS_SCHEMA = `
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
  account_id INTEGER REFERENCES accounts(id) ON DELETE SET NULL,
  operator_key TEXT NOT NULL,
  purpose TEXT NOT NULL CHECK (purpose IN ('card_registration', 'settlement')),
  amount INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  result TEXT,
  transaction_id TEXT,
  pan_token TEXT,
  notified_at INTEGER,
  items TEXT,
  saved_at INTEGER,
  card_pan_token TEXT,
  receipt_email TEXT,
  receipt_language TEXT,
  CHECK (account_id IS NULL OR card_pan_token IS NULL)
);
`;

/** @type {import('../../db/store.mjs').DatabasePart} */
export const CARDS_TABLES = {
  name: 'cards',
  schema: CARDS_SCHEMA,
  // The orders of a settlement are money records: an account's deletion leaves them, detached (a data folder from
  // before it lost them with the account). A settlement of a card checked without an account (cardCheck) is an order
  // of no account, for that card (card_pan_token), with the address its receipt goes to until the provider answers
  // (a data folder from before gets the columns, its rows and rowids kept).
  upgrade: (db) => void rebuildTable(db, 'payment_orders', tableDefinition(CARDS_SCHEMA, 'payment_orders')),
};
