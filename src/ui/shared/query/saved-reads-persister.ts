import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import type { SavedReads } from '../../../core/session/saved-reads';

/** Bumped when a saved model changes shape: older copies are then dropped rather than misread. */
export const SAVED_READS_VERSION = '1';

const DATE = '$date';

/** Dates (a trip's times, a payment's) kept as dates through the text copy. */
function replacer(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const raw = this[key];
  return raw instanceof Date ? { [DATE]: raw.getTime() } : value;
}

function reviver(_key: string, value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const keys = Object.keys(value);
  const time = (value as Record<string, unknown>)[DATE];
  return keys.length === 1 && typeof time === 'number' ? new Date(time) : value;
}

/**
 * The query cache's persister for one account: it reads and writes that account's copy only, and writes nothing
 * once `stillSignedIn` says the account left (a throttled write after logout must not bring the copy back).
 */
export function savedReadsPersister(
  savedReads: SavedReads,
  accountId: number,
  stillSignedIn: () => boolean,
): Persister {
  return createAsyncStoragePersister({
    key: String(accountId),
    throttleTime: 500,
    storage: {
      getItem: () => savedReads.load(accountId),
      setItem: (_key, value: string) => (stillSignedIn() ? savedReads.save(accountId, value) : Promise.resolve()),
      removeItem: () => savedReads.forget(accountId),
    },
    serialize: (client) => JSON.stringify(client, replacer),
    deserialize: (text) => JSON.parse(text, reviver) as PersistedClient,
  });
}
