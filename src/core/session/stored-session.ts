import { parseAccount, type Account } from './account';
import type { Storage } from '../shared/storage';

export const SESSION_ACCOUNT_KEY = 'session_account';
export const SESSION_LANGUAGE_KEY = 'session_language';

const parseStored = (raw: string | null): Account | null => {
  if (raw === null) return null;
  try {
    return parseAccount(JSON.parse(raw));
  } catch {
    return null;
  }
};

/**
 * The signed-in account and chosen language kept in storage (spec 3, "Local session
 * storage"). What it reads back is validated: corrupt or foreign data is discarded.
 */
export class StoredSession {
  constructor(private readonly storage: Storage) {}

  account(): Account | null {
    const raw = this.storage.read(SESSION_ACCOUNT_KEY);
    const account = parseStored(raw);
    if (raw !== null && account === null) this.storage.remove(SESSION_ACCOUNT_KEY);
    return account;
  }

  saveAccount(account: Account): void {
    this.storage.write(SESSION_ACCOUNT_KEY, JSON.stringify(account));
  }

  clearAccount(): void {
    this.storage.remove(SESSION_ACCOUNT_KEY);
  }

  language(): string | null {
    const raw = this.storage.read(SESSION_LANGUAGE_KEY);
    return raw !== null && /^[a-z]{2}$/.test(raw) ? raw : null;
  }

  saveLanguage(language: string): void {
    this.storage.write(SESSION_LANGUAGE_KEY, language);
  }

  /** Follows the account as other tabs change it (sign-in, sign-out). */
  watchAccount(listener: (account: Account | null) => void): () => void {
    return this.storage.watch(SESSION_ACCOUNT_KEY, (raw) => listener(parseStored(raw)));
  }
}
