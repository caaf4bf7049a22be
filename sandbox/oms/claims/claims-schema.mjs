// @ts-check
/**
 * The claims tables (docs/contracts.md#claims-incomplete-journeys-corrected-wrong-charges-reported): the riders' cases,
 * the refund lines an approval makes (`R-…`), the credits it leaves on a card and what of them each payment took.
 * `IF NOT EXISTS`: the same text brings a data folder made before them up to date (its upgrade). The cases are money
 * records: an account's deletion leaves them, detached (`account_id` null), an open one closed (closeCasesOfAccount).
 */
import { rebuildTable, tableDefinition } from '../../db/rebuild-table.mjs';
import { seedIncompleteJourney } from './seed-claims.mjs';

export const CLAIMS_SCHEMA = `
CREATE TABLE IF NOT EXISTS claim_cases (
  id TEXT PRIMARY KEY,
  account_id INTEGER REFERENCES accounts(id) ON DELETE SET NULL,
  operator_key TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('journey_correction', 'card_clash', 'unrecognised', 'charged_twice', 'other')),
  status TEXT NOT NULL CHECK (status IN ('submitted', 'in_review', 'approved', 'refused', 'closed')),
  ticket_id INTEGER REFERENCES tickets(id) ON DELETE CASCADE,
  payment_id INTEGER REFERENCES payments(id) ON DELETE CASCADE,
  amount_at_stake INTEGER NOT NULL,
  currency TEXT NOT NULL,
  exit_station TEXT,
  text TEXT,
  decision TEXT CHECK (decision IN ('approved', 'refused')),
  reason TEXT,
  refund_amount INTEGER,
  refund_method TEXT,
  refund_short_id TEXT,
  decided_at TEXT,
  history TEXT NOT NULL,
  created TEXT NOT NULL,
  updated TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS claim_cases_ticket ON claim_cases (ticket_id);
CREATE INDEX IF NOT EXISTS claim_cases_account ON claim_cases (account_id, operator_key, created);

CREATE TABLE IF NOT EXISTS refunds (
  short_id TEXT PRIMARY KEY,
  case_id TEXT NOT NULL REFERENCES claim_cases(id) ON DELETE CASCADE,
  operator_key TEXT NOT NULL,
  pan_token TEXT NOT NULL REFERENCES cards(pan_token) ON DELETE CASCADE,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  of_payment_id INTEGER REFERENCES payments(id) ON DELETE SET NULL,
  ticket_id INTEGER REFERENCES tickets(id) ON DELETE SET NULL,
  created TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS refunds_card ON refunds (pan_token, created);

CREATE TABLE IF NOT EXISTS claim_credits (
  case_id TEXT PRIMARY KEY REFERENCES claim_cases(id) ON DELETE CASCADE,
  operator_key TEXT NOT NULL,
  pan_token TEXT NOT NULL REFERENCES cards(pan_token) ON DELETE CASCADE,
  amount INTEGER NOT NULL,
  created TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS credit_uses (
  case_id TEXT NOT NULL REFERENCES claim_credits(case_id) ON DELETE CASCADE,
  payment_id INTEGER NOT NULL REFERENCES payments(id) ON DELETE CASCADE,
  amount INTEGER NOT NULL,
  PRIMARY KEY (case_id, payment_id)
);
CREATE INDEX IF NOT EXISTS credit_uses_payment ON credit_uses (payment_id);
`;

/** @type {import('../../db/store.mjs').DatabasePart} */
export const CLAIMS_TABLES = {
  name: 'claims',
  schema: CLAIMS_SCHEMA,
  upgrade: (db) => {
    db.exec(CLAIMS_SCHEMA);
    // A data folder from before deletion kept the cases: they went with the account, and no case could be closed.
    if (rebuildTable(db, 'claim_cases', tableDefinition(CLAIMS_SCHEMA, 'claim_cases'))) db.exec(CLAIMS_SCHEMA);
  },
  seed: (store, now) => store.transaction(() => seedIncompleteJourney(store, now)),
};
