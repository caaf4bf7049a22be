// @ts-check
/**
 * The statements the operator numbered (docs/contracts.md#statements-statements-for-a-period-for-expenses): one row per
 * account, operator and period, so asking again for the same period answers the same number. `IF NOT EXISTS`: the same
 * text brings an older data folder up to date (its upgrade).
 */
export const STATEMENTS_SCHEMA = `
CREATE TABLE IF NOT EXISTS statements (
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
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
  upgrade: (db) => db.exec(STATEMENTS_SCHEMA),
};
