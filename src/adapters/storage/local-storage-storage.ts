import type { Storage } from '../../core/shared/storage';

/** The part of the Web Storage API this adapter uses (`window.localStorage`). */
export interface WebStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The part of a `storage` event this adapter reads. */
export interface StorageEventLike {
  readonly key: string | null;
  readonly newValue: string | null;
  readonly storageArea?: unknown;
}

/** Where `storage` events of other tabs arrive (`window`). */
export interface StorageEventSource {
  addEventListener(type: 'storage', listener: (event: StorageEventLike) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEventLike) => void): void;
}

/**
 * Storage over the browser's localStorage, shared by the portal's tabs. Where storage is
 * unavailable (private mode, disabled, quota) reads answer null and writes are dropped.
 * Accepts the storage object or a getter, since merely reading `window.localStorage` can throw.
 */
export class LocalStorageStorage implements Storage {
  constructor(
    private readonly storage: WebStorageLike | null | undefined | (() => WebStorageLike | null | undefined),
    private readonly events?: StorageEventSource | null,
  ) {}

  read(key: string): string | null {
    return this.attempt((storage) => storage.getItem(key)) ?? null;
  }

  write(key: string, value: string): void {
    this.attempt((storage) => storage.setItem(key, value));
  }

  remove(key: string): void {
    this.attempt((storage) => storage.removeItem(key));
  }

  watch(key: string, listener: (value: string | null) => void): () => void {
    const events = this.events;
    if (!events) return () => {};
    const onStorage = (event: StorageEventLike) => {
      const area = this.attempt((storage) => storage);
      if (event.storageArea && area && event.storageArea !== area) return;
      if (event.key === key) listener(event.newValue);
      else if (event.key === null) listener(this.read(key));
    };
    events.addEventListener('storage', onStorage);
    return () => events.removeEventListener('storage', onStorage);
  }

  private attempt<T>(operate: (storage: WebStorageLike) => T): T | undefined {
    try {
      const storage = typeof this.storage === 'function' ? this.storage() : this.storage;
      return storage ? operate(storage) : undefined;
    } catch {
      return undefined;
    }
  }
}
