import { parseAccount, type Account } from './account';
import type { Storage } from '../shared/storage';

export const SESSION_ACCOUNT_KEY = 'session_account';
export const SESSION_LANGUAGE_KEY = 'session_language';

/** Where a session change was made: in this tab (login, logout) or in another one. */
export type SessionOrigin = 'this-tab' | 'other-tab';

export type SessionListener = (account: Account | null, origin: SessionOrigin) => void;

/** The operator's original client stored the server's account as it came; such a session still restores. */
const LEGACY_NAMES: Readonly<Record<string, string>> = {
  locales_id: 'localesId',
  notify_ticket_issuance: 'notifyTicketIssuance',
  google_id: 'googleId',
  facebook_id: 'facebookId',
};

const renameLegacy = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).map(([name, field]) => [LEGACY_NAMES[name] ?? name, field]))
    : value;

const parseStored = (raw: string | null): Account | null => {
  if (raw === null) return null;
  try {
    return parseAccount(renameLegacy(JSON.parse(raw)));
  } catch {
    return null;
  }
};

// Hand-written, not rxjs's Subject: the core imports no package (ADR 0001); the UI turns these changes into its session store's subjects.
/**
 * The signed-in account and chosen language kept in storage (docs/behaviour/rules.md#sessions), and the one place that tells who is signed in: every change, made in this tab or
 * another, reaches the listeners. What it reads back is validated: corrupt data is discarded.
 */
export class StoredSession {
  private readonly listeners = new Set<SessionListener>();

  constructor(private readonly storage: Storage) {}

  account(): Account | null {
    const raw = this.storage.read(SESSION_ACCOUNT_KEY);
    const account = parseStored(raw);
    if (raw !== null && account === null) this.storage.remove(SESSION_ACCOUNT_KEY);
    return account;
  }

  saveAccount(account: Account): void {
    this.storage.write(SESSION_ACCOUNT_KEY, JSON.stringify(account));
    this.publish(account);
  }

  clearAccount(): void {
    this.storage.remove(SESSION_ACCOUNT_KEY);
    this.publish(null);
  }

  language(): string | null {
    const raw = this.storage.read(SESSION_LANGUAGE_KEY);
    return raw !== null && /^[a-z]{2}$/.test(raw) ? raw : null;
  }

  saveLanguage(language: string): void {
    this.storage.write(SESSION_LANGUAGE_KEY, language);
  }

  /** Follows the account as this tab and the others change it; returns the unsubscribe function. */
  watchAccount(listener: SessionListener): () => void {
    this.listeners.add(listener);
    const stopWatching = this.storage.watch(SESSION_ACCOUNT_KEY, (raw) => listener(parseStored(raw), 'other-tab'));
    return () => {
      this.listeners.delete(listener);
      stopWatching();
    };
  }

  private publish(account: Account | null): void {
    for (const listener of [...this.listeners]) listener(account, 'this-tab');
  }
}
