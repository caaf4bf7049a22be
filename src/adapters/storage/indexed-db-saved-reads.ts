import type * as Keyval from 'idb-keyval';
import type { SavedReads } from '../../core/session/saved-reads';

const DATABASE = 'tapway-saved-reads';
const STORE = 'reads';

const keyOf = (accountId: number) => `account:${accountId}`;

/**
 * Saved reads in the browser's IndexedDB, one entry per account (`account:<id>`), in a database of their own so that
 * forgetting them all touches nothing else. The library loads on first use: the login page's first bytes do not carry it.
 */
export class IndexedDbSavedReads implements SavedReads {
  private opened: Promise<{ keyval: typeof Keyval; store: Keyval.UseStore }> | undefined;

  private open() {
    this.opened ??= import('idb-keyval').then((keyval) => ({ keyval, store: keyval.createStore(DATABASE, STORE) }));
    return this.opened;
  }

  async load(accountId: number): Promise<string | null> {
    const { keyval, store } = await this.open();
    const copy: unknown = await keyval.get(keyOf(accountId), store);
    return typeof copy === 'string' ? copy : null;
  }

  async save(accountId: number, reads: string): Promise<void> {
    const { keyval, store } = await this.open();
    await keyval.set(keyOf(accountId), reads, store);
  }

  async forget(accountId: number): Promise<void> {
    const { keyval, store } = await this.open();
    await keyval.del(keyOf(accountId), store);
  }

  async forgetAll(): Promise<void> {
    const { keyval, store } = await this.open();
    await keyval.clear(store);
  }
}
