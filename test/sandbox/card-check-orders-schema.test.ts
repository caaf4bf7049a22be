import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { tableDefinition } from '../../sandbox/db/rebuild-table.mjs';
import { CARDS_SCHEMA, CARDS_TABLES } from '../../sandbox/oms/cards/cards-schema.mjs';
import { SETTLEMENT_SCHEMA, SETTLEMENT_TABLES } from '../../sandbox/oms/settlement/settlement-schema.mjs';

/** The orders and their keys as a data folder from before cardCheck's payments holds them (every order an account's). */
const BEFORE = [
  'CREATE TABLE accounts (id INTEGER PRIMARY KEY);',
  tableDefinition(CARDS_SCHEMA, 'payment_orders').replace(
    /,\n {2}card_pan_token TEXT,\n {2}receipt_email TEXT,\n {2}receipt_language TEXT,\n {2}CHECK \([^\n]*\)/,
    '',
  ),
  tableDefinition(SETTLEMENT_SCHEMA, 'order_keys')
    .replace('account_id INTEGER REFERENCES', 'account_id INTEGER NOT NULL REFERENCES')
    .replace(/\n {2}card_pan_token TEXT,/, '')
    .replace(/\n {2}CHECK \([\s\S]*\)\n\);/, '\n  PRIMARY KEY (account_id, idempotency_key)\n);'),
].join('\n');

const KEY = '0b5a3a8e-6a8f-4c1e-9a57-8f8a2b0c1d2e';

describe('the orders of a data folder from before (cardCheck pays without an account)', () => {
  it('are rebuilt for an order of a checked card, their rows and rowids kept; a second upgrade changes nothing', () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    expect(BEFORE).not.toContain('card_pan_token');
    db.exec(BEFORE);
    db.exec('INSERT INTO accounts (id) VALUES (7)');
    db.exec(`INSERT INTO payment_orders (rowid, order_id, account_id, operator_key, purpose, amount, created_at, items)
      VALUES (41, 'order-b', 7, 'metro', 'settlement', 300, 1, '[1,2]'), (40, 'order-a', 7, 'metro', 'card_registration', 0, 2, NULL)`);
    db.exec(`INSERT INTO order_keys (rowid, account_id, idempotency_key, order_id) VALUES (9, 7, '${KEY}', 'order-b')`);

    CARDS_TABLES.upgrade?.(db);
    SETTLEMENT_TABLES.upgrade?.(db);

    expect(
      db
        .prepare('SELECT rowid, order_id, account_id, card_pan_token, receipt_email FROM payment_orders ORDER BY rowid')
        .all(),
    ).toEqual([
      { rowid: 40, order_id: 'order-a', account_id: 7, card_pan_token: null, receipt_email: null },
      { rowid: 41, order_id: 'order-b', account_id: 7, card_pan_token: null, receipt_email: null },
    ]);
    expect(
      db.prepare('SELECT rowid, account_id, card_pan_token, idempotency_key, order_id FROM order_keys').all(),
    ).toEqual([{ rowid: 9, account_id: 7, card_pan_token: null, idempotency_key: KEY, order_id: 'order-b' }]);
    // A checked card's order and key, beside the account's: the same key may serve both, never twice for one owner.
    db.exec(`INSERT INTO payment_orders (order_id, card_pan_token, operator_key, purpose, amount, created_at, items, receipt_email)
      VALUES ('order-c', 'alias-1', 'metro', 'settlement', 150, 3, '[3]', 'payer@example.org')`);
    db.exec(
      `INSERT INTO order_keys (card_pan_token, idempotency_key, order_id) VALUES ('alias-1', '${KEY}', 'order-c')`,
    );
    expect(() =>
      db.exec(
        `INSERT INTO order_keys (card_pan_token, idempotency_key, order_id) VALUES ('alias-1', '${KEY}', 'order-c')`,
      ),
    ).toThrow(/UNIQUE/);
    // An order or a key is an account's or a card's, never both.
    expect(() =>
      db.exec(`INSERT INTO payment_orders (order_id, account_id, card_pan_token, operator_key, purpose, amount, created_at)
        VALUES ('order-d', 7, 'alias-1', 'metro', 'settlement', 1, 4)`),
    ).toThrow(/CHECK/);
    expect(() => db.exec(`INSERT INTO order_keys (idempotency_key, order_id) VALUES ('${KEY}', 'order-c')`)).toThrow(
      /CHECK/,
    );

    const schema = () =>
      db.prepare("SELECT sql FROM sqlite_master WHERE name IN ('payment_orders', 'order_keys')").all();
    const upgraded = schema();
    CARDS_TABLES.upgrade?.(db);
    SETTLEMENT_TABLES.upgrade?.(db);
    expect(schema()).toEqual(upgraded);
    db.close();
  });
});
