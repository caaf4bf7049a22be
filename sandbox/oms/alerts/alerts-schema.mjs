// @ts-check
/** The alerts' tables: the rider's alert preferences (sandbox/api/alert-preferences.mjs) and the devices seen signing in. */

/** `IF NOT EXISTS`: also brings an older data folder up to date. */
export const ALERTS_SCHEMA = `
CREATE TABLE IF NOT EXISTS alert_preferences (
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  enabled INTEGER NOT NULL,
  updated TEXT NOT NULL,
  PRIMARY KEY (account_id, kind)
);
CREATE TABLE IF NOT EXISTS sign_in_devices (
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  device TEXT NOT NULL,
  first_seen TEXT NOT NULL,
  PRIMARY KEY (account_id, device)
);
`;

/** @type {import('../../db/store.mjs').DatabasePart} */
export const ALERTS_TABLES = { name: 'alerts', schema: ALERTS_SCHEMA, upgrade: (db) => db.exec(ALERTS_SCHEMA) };
