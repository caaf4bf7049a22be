// @ts-check
/**
 * The statements the operator numbered (docs/contracts.md#statements-statements-for-a-period-for-expenses): one row per
 * account, operator and period, so asking again for the same period answers the same number. `IF NOT EXISTS`: the same
 * text brings an older data folder up to date (its upgrade). A statement issued stays issued: an account's deletion
 * leaves it, detached (`account_id` null), its number never given again.
 */
import { rebuildTable, tableDefinition } from '../../db/rebuild-table.mjs';

export const STATEMENTS_SCHEMA = `
CREATE TABLE IF NOT EXISTS statements (
  account_id INTEGER REFERENCES accounts(id) ON DELETE SET NULL,
  operator_key TEXT NOT NULL,
  period_from TEXT NOT NULL,
  period_to TEXT NOT NULL,
  year INTEGER NOT NULL,
  sequence INTEGER NOT NULL,
  number TEXT NOT NULL UNIQUE,
  issued_at TEXT NOT NULL,
  PRIMARY KEY (account_id, operator_key, period_from, period_to)
);
CREATE UNIQUE INDEX IF NOT EXISTS statements_sequence ON statements (operator_key, year, sequence);
`;

/** @type {import('../../db/store.mjs').DatabasePart} */
export const STATEMENTS_TABLES = {
  name: 'statements',
  schema: STATEMENTS_SCHEMA,
  upgrade: (db) => {
    db.exec(STATEMENTS_SCHEMA);
    if (rebuildTable(db, 'statements', tableDefinition(STATEMENTS_SCHEMA, 'statements'))) db.exec(STATEMENTS_SCHEMA);
  },
};
