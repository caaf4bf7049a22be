// @ts-check
/** Fixed settings of the operator sandbox. Nothing here is a secret of a real operator. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Passphrase the portal uses to decrypt accounts of operators with `encryptAccount` on. */
export const ACCOUNT_PASSPHRASE = 'tapway-sandbox-account-passphrase';

export const DEFAULT_PORT = 5173;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_CONFIRM_TTL_SECONDS = 24 * 60 * 60;
export const DEFAULT_RESET_TTL_SECONDS = 60 * 60;

export const SESSION_COOKIE = 'tapway_session';
export const SESSION_TTL_SECONDS = 12 * 60 * 60;

/** Largest request body accepted, in bytes. */
export const MAX_BODY_BYTES = 64 * 1024;

export const REQUEST_TIMEOUT_MS = 15000;
export const DATABASE_FILE = 'sandbox.sqlite';

/** Password shared by the seeded demo riders. */
export const DEMO_PASSWORD = 'Tapway-2026';
