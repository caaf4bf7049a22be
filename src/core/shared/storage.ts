import { token, type Token } from './token';

/** A small persistent key–value store that other tabs of the portal share. */
export interface Storage {
  read(key: string): string | null;
  write(key: string, value: string): void;
  remove(key: string): void;
  /** Calls back when another tab changes `key`; returns the unsubscribe function. */
  watch(key: string, listener: (value: string | null) => void): () => void;
}

export const Storage: Token<Storage> = token('Storage');
