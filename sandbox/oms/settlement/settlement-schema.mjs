// @ts-check
/**
 * The settlement tables (docs/contracts.md#bank-cards-and-payment-requests-product-api-a-session-is-required): the idempotency keys of signed orders, the payment provider stand-in's own memory
 * of the orders it was given and processed, and the settlements recorded as payments of their own.
 */
import { rebuildTable, tableDefinition } from '../../db/rebuild-table.mjs';

export const SETTLEMENT_SCHEMA = `
CREATE TABLE order_keys (
  account_id INTEGER REFERENCES accounts(id) ON DELETE CASCADE,
  card_pan_token TEXT,
  idempotency_key TEXT NOT NULL,
  order_id TEXT NOT NULL REFERENCES payment_orders(order_id) ON DELETE CASCADE,
  CHECK ((account_id IS NULL) <> (card_pan_token IS NULL)),
  UNIQUE (account_id, idempotency_key),
  UNIQUE (card_pan_token, idempotency_key)
);

CREATE TABLE vpos_orders (
  shop_id TEXT NOT NULL,
  order_id TEXT NOT NULL,
  request TEXT NOT NULL,
  errors TEXT,
  expiry TEXT,
  answer TEXT,
  processed_at INTEGER,
  PRIMARY KEY (shop_id, order_id)
);

CREATE TABLE settlement_payments (
  order_id TEXT PRIMARY KEY REFERENCES payment_orders(order_id) ON DELETE CASCADE,
  account_id INTEGER REFERENCES accounts(id) ON DELETE SET NULL,
  operator_key TEXT NOT NULL,
  short_id TEXT NOT NULL UNIQUE,
  amount INTEGER NOT NULL,
  applied INTEGER NOT NULL,
  credit INTEGER NOT NULL,
  transaction_id TEXT NOT NULL,
  pan_alias TEXT NOT NULL,
  pan_tail TEXT NOT NULL,
  created TEXT NOT NULL
);

CREATE TABLE settled_payments (
  payment_id INTEGER PRIMARY KEY REFERENCES payments(id) ON DELETE CASCADE,
  order_id TEXT NOT NULL REFERENCES settlement_payments(order_id) ON DELETE CASCADE
);
`;

/** @type {import('../../db/store.mjs').DatabasePart} */
export const SETTLEMENT_TABLES = {
  name: 'settlement',
  schema: SETTLEMENT_SCHEMA,
  // A settlement is a payment the operator keeps for tax law: an account's deletion leaves it, detached. An order's
  // key is an account's or, for a card checked without an account (cardCheck), that card's.
  upgrade: (db) => {
    for (const table of ['order_keys', 'settlement_payments'])
      rebuildTable(db, table, tableDefinition(SETTLEMENT_SCHEMA, table));
  },
};
