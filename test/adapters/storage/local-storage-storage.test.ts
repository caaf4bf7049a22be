import { describe, expect, it } from 'vitest';
import {
  LocalStorageStorage,
  type StorageEventLike,
  type StorageEventSource,
  type WebStorageLike,
} from '../../../src/adapters/storage/local-storage-storage';

/** A stand-in for window.localStorage. */
class FakeWebStorage implements WebStorageLike {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

/** A storage that refuses everything, like Safari's private mode or a full quota. */
const broken: WebStorageLike = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

/** A stand-in for window, dispatching `storage` events as another tab would cause them. */
class FakeWindow implements StorageEventSource {
  private readonly listeners = new Set<(event: StorageEventLike) => void>();
  addEventListener(_: 'storage', listener: (event: StorageEventLike) => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_: 'storage', listener: (event: StorageEventLike) => void) {
    this.listeners.delete(listener);
  }
  dispatch(event: StorageEventLike) {
    for (const listener of this.listeners) listener(event);
  }
}

function setUp() {
  const web = new FakeWebStorage();
  const window = new FakeWindow();
  const storage = new LocalStorageStorage(web, window);
  const seen: (string | null)[] = [];
  const stop = storage.watch('session_account', (value) => seen.push(value));
  return { web, window, storage, seen, stop };
}

describe('LocalStorageStorage', () => {
  it('reads, writes and removes through the web storage', () => {
    const { web, storage } = setUp();
    storage.write('session_language', 'fr');
    expect(web.getItem('session_language')).toBe('fr');
    expect(storage.read('session_language')).toBe('fr');
    storage.remove('session_language');
    expect(storage.read('session_language')).toBeNull();
  });

  it('tells watchers of a key what another tab wrote there, and only for that key', () => {
    const { web, window, seen } = setUp();
    window.dispatch({ key: 'session_language', newValue: 'de', storageArea: web });
    window.dispatch({ key: 'session_account', newValue: '{"id":1}', storageArea: web });
    window.dispatch({ key: 'session_account', newValue: null, storageArea: web });
    expect(seen).toEqual(['{"id":1}', null]);
  });

  it('tells watchers when another tab clears the storage', () => {
    const { web, window, seen } = setUp();
    web.setItem('session_account', 'stale');
    web.items.clear();
    window.dispatch({ key: null, newValue: null, storageArea: web });
    expect(seen).toEqual([null]);
  });

  it('ignores events of another storage area (sessionStorage)', () => {
    const { window, seen } = setUp();
    window.dispatch({ key: 'session_account', newValue: 'x', storageArea: new FakeWebStorage() });
    expect(seen).toEqual([]);
  });

  it('stops telling once unsubscribed', () => {
    const { web, window, seen, stop } = setUp();
    stop();
    window.dispatch({ key: 'session_account', newValue: 'x', storageArea: web });
    expect(seen).toEqual([]);
  });

  it('reads null and drops writes when the storage throws', () => {
    const storage = new LocalStorageStorage(broken, new FakeWindow());
    expect(() => storage.write('session_language', 'it')).not.toThrow();
    expect(() => storage.remove('session_language')).not.toThrow();
    expect(storage.read('session_language')).toBeNull();
  });

  it('works without storage or events at all', () => {
    const throwingGetter = () => {
      throw new Error('SecurityError: localStorage is disabled');
    };
    for (const storage of [new LocalStorageStorage(undefined), new LocalStorageStorage(throwingGetter, null)]) {
      storage.write('k', 'v');
      expect(storage.read('k')).toBeNull();
      expect(() => storage.watch('k', () => {})()).not.toThrow();
    }
  });
});
