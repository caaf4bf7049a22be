import type { SavedReads } from '../../../core/session/saved-reads';

/** Saved reads in a Map, shared by the portals a test renders one after another (one device, several riders). */
export class InMemorySavedReads implements SavedReads {
  private readonly copies = new Map<number, string>();

  load(accountId: number): Promise<string | null> {
    return Promise.resolve(this.copies.get(accountId) ?? null);
  }

  save(accountId: number, reads: string): Promise<void> {
    this.copies.set(accountId, reads);
    return Promise.resolve();
  }

  forget(accountId: number): Promise<void> {
    this.copies.delete(accountId);
    return Promise.resolve();
  }

  forgetAll(): Promise<void> {
    this.copies.clear();
    return Promise.resolve();
  }

  /** The accounts with a copy on the device. */
  accounts(): number[] {
    return [...this.copies.keys()];
  }
}
