// @ts-check
/** The product side's tables: operators, their languages, accounts, identity links, tokens, sessions, mails. */
export const PRODUCT_SCHEMA = `
CREATE TABLE operators (
  key TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  variant TEXT NOT NULL CHECK (variant IN ('standard', 'enterprise-only')),
  encrypt_account INTEGER NOT NULL DEFAULT 0,
  sent_email_if_exists INTEGER NOT NULL DEFAULT 1,
  minimum_age INTEGER NOT NULL DEFAULT 14 CHECK (minimum_age BETWEEN 0 AND 150),
  colors TEXT NOT NULL,
  texts TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL
);

CREATE TABLE languages (
  operator_key TEXT NOT NULL REFERENCES operators(key) ON DELETE CASCADE,
  id TEXT NOT NULL,
  name TEXT NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (operator_key, id)
);

CREATE TABLE accounts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  operator_key TEXT NOT NULL REFERENCES operators(key) ON DELETE CASCADE,
  name TEXT NOT NULL,
  surname TEXT NOT NULL,
  email TEXT NOT NULL,
  date_of_birth TEXT,
  password_hash TEXT,
  language TEXT NOT NULL,
  locales_id TEXT NOT NULL,
  notify_ticket_issuance INTEGER NOT NULL DEFAULT 0,
  google_id TEXT,
  facebook_id TEXT,
  confirmed INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX accounts_operator_email ON accounts (operator_key, lower(email));

CREATE TABLE identity_links (
  operator_key TEXT NOT NULL REFERENCES operators(key) ON DELETE CASCADE,
  provider TEXT NOT NULL,
  subject TEXT NOT NULL,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (operator_key, provider, subject)
);

CREATE TABLE tokens (
  hash TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('confirm', 'forgot', 'reset')),
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  created_at INTEGER NOT NULL
);

CREATE TABLE sessions (
  hash TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE deletion_codes (
  account_id INTEGER PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  tries INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE mails (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  operator_key TEXT NOT NULL,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  html TEXT NOT NULL,
  links TEXT NOT NULL,
  code TEXT,
  created_at TEXT NOT NULL
);
`;
