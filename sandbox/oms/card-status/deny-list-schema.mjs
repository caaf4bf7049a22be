// @ts-check
/** The deny list's table (cardStatus), and its seed: the demo world's cards a failed retry put on it. */
import { updateDenyList } from './deny-list.mjs';

/**
 * The deny list: one row per block, open until `lifted_at` (whether the rider was mailed each change: alerts); and the
 * retries the operator brought forward (`payment_retries`: a tester's "retry now", instead of `retryAfterDays` after
 * the failure). `IF NOT EXISTS`: also brings an older data folder up.
 */
export const DENY_LIST_SCHEMA = `
CREATE TABLE IF NOT EXISTS deny_list (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  pan_token TEXT NOT NULL REFERENCES cards(pan_token) ON DELETE CASCADE,
  operator_key TEXT NOT NULL,
  payment_id INTEGER NOT NULL REFERENCES payments(id) ON DELETE CASCADE,
  denied_at TEXT NOT NULL,
  lifted_at TEXT,
  lifted_by TEXT,
  block_mailed INTEGER NOT NULL DEFAULT 0,
  lift_mailed INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS deny_list_card ON deny_list (pan_token, denied_at);
CREATE TABLE IF NOT EXISTS payment_retries (
  payment_id INTEGER PRIMARY KEY REFERENCES payments(id) ON DELETE CASCADE,
  retry_at TEXT NOT NULL
);
`;

/**
 * Failed payments whose retry failed too put their cards on the deny list (Giulia's phone wallet: cardStatus); the
 * demo world's blocks are not mailed again.
 * @param {import('../../db/store.mjs').Store} store @param {Date} now
 */
function seedDenyList(store, now) {
  store.transaction(() => {
    updateDenyList(store, now);
    store.run('UPDATE deny_list SET block_mailed = 1');
  });
}

/** @type {import('../../db/store.mjs').DatabasePart} */
export const DENY_LIST_TABLES = {
  name: 'deny list',
  schema: DENY_LIST_SCHEMA,
  upgrade: (db) => db.exec(DENY_LIST_SCHEMA),
  seed: seedDenyList,
};
