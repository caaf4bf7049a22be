import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Persister } from '@tanstack/react-query-persist-client';
import type { SavedReads } from '../../../core/session/saved-reads';
import { whenIdle } from '../when-idle';
import { savedReadsFromText, savedReadsText } from './saved-reads-text';

/** Bumped when a saved model or the copy's layout changes shape: older copies are then dropped rather than misread. */
export const SAVED_READS_VERSION = '3';

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
    serialize: async (client) => {
      // A new answer is shown first and written to the device when the browser is idle (or a second has passed), so
      // that a long list's copy never stands between the operator's answer and the rider's screen.
      await whenIdle(1000);
      return savedReadsText(client);
    },
    deserialize: savedReadsFromText,
  });
}
