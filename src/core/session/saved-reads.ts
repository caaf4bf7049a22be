import { token, type Token } from '../shared/token';

/**
 * What the rider last read from the operator (trips, payments, cards, receipts), kept on this device so that it
 * stays readable offline (docs/adr/0012-offline-reading.md): one copy per account, never read for another one.
 * The copy is opaque text here: the UI's query layer writes and reads it.
 */
export interface SavedReads {
  /** The account's copy, or null when there is none. */
  load(accountId: number): Promise<string | null>;
  save(accountId: number, reads: string): Promise<void>;
  /** Forgets the account's copy (an expired or outdated one). */
  forget(accountId: number): Promise<void>;
  /** Forgets every account's copy on this device (logout, account deletion, a session that ended). */
  forgetAll(): Promise<void>;
}

export const SavedReads: Token<SavedReads> = token('SavedReads');
