// @ts-check
/**
 * The tables of proving a concession (docs/contracts.md#concessions-reduced-fares-on-a-bank-card): a proof waiting for
 * its provider's answer (its state kept hashed, 10 minutes, single use), a request the operator reviews, and the
 * operator's list of agency references — kept hashed with the operator's pepper, each marked used by the account that
 * proved with it. None keeps a date of birth, a status or a document: only which concession, proven how, until when.
 * An account's pending proofs and requests go with it; a reference it used is detached (free again). The renewal and
 * lapse alerts told of each concession's last day (one mail per event) go with the concession.
 */
import { seedReferences } from './proof-references.mjs';

/** `IF NOT EXISTS`: also brings an older data folder up to date. */
export const PROOFS_SCHEMA = `
CREATE TABLE IF NOT EXISTS concession_proofs (
  state_hash TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  operator_key TEXT NOT NULL,
  concession_key TEXT NOT NULL,
  proof TEXT NOT NULL CHECK (proof IN ('digitalIdentity', 'directory')),
  nonce TEXT NOT NULL,
  return_url TEXT NOT NULL,
  created_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX IF NOT EXISTS concession_proofs_by_account ON concession_proofs (account_id);
CREATE TABLE IF NOT EXISTS concession_requests (
  id TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  operator_key TEXT NOT NULL,
  concession_key TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('in_review', 'approved', 'refused')),
  reason TEXT,
  created_at TEXT NOT NULL,
  decided_at TEXT
);
CREATE INDEX IF NOT EXISTS concession_requests_by_account ON concession_requests (account_id);
CREATE TABLE IF NOT EXISTS concession_alerts (
  concession_id TEXT NOT NULL REFERENCES rider_concessions(id) ON DELETE CASCADE,
  event TEXT NOT NULL CHECK (event IN ('renewal_open', 'lapsed')),
  valid_until TEXT NOT NULL,
  sent_at TEXT NOT NULL,
  PRIMARY KEY (concession_id, event, valid_until)
);
CREATE TABLE IF NOT EXISTS concession_references (
  reference_hash TEXT PRIMARY KEY,
  operator_key TEXT NOT NULL,
  concession_key TEXT NOT NULL,
  used_by INTEGER REFERENCES accounts(id) ON DELETE SET NULL,
  used_at TEXT
);
`;

/** @type {import('../../db/store.mjs').DatabasePart} */
export const CONCESSION_PROOFS_TABLES = {
  name: 'concession-proofs',
  schema: PROOFS_SCHEMA,
  upgrade: (db) => db.exec(PROOFS_SCHEMA),
  seed: seedReferences,
};
