import type { Storage } from '../../../core/shared/storage';

type Listener = (value: string | null) => void;

/** Storage in a Map; `simulateOtherTab` plays a change made by another tab. */
export class InMemoryStorage implements Storage {
  private readonly values = new Map<string, string>();
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(initial: Readonly<Record<string, string>> = {}) {
    for (const [key, value] of Object.entries(initial)) this.values.set(key, value);
  }

  read(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  write(key: string, value: string): void {
    this.values.set(key, value);
  }

  remove(key: string): void {
    this.values.delete(key);
  }

  watch(key: string, listener: Listener): () => void {
    const listeners = this.listeners.get(key) ?? new Set<Listener>();
    listeners.add(listener);
    this.listeners.set(key, listeners);
    return () => listeners.delete(listener);
  }

  /** Another tab writes (or, with null, removes) `key`: watchers of that key are told. */
  simulateOtherTab(key: string, value: string | null): void {
    if (value === null) this.values.delete(key);
    else this.values.set(key, value);
    for (const listener of [...(this.listeners.get(key) ?? [])]) listener(value);
  }

  /** Everything stored, for assertions. */
  snapshot(): Record<string, string> {
    return Object.fromEntries(this.values);
  }
}
