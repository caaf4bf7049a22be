import { notifyManager, onlineManager, QueryClient } from '@tanstack/react-query';
import { deviceOnline$ } from '../network/connection';

/** How long what a rider read stays in the cache and on the device for offline reading (docs/adr/0012-offline-reading.md). */
export const SAVED_READS_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The portal's server-state cache (ADR 0009). The HTTP adapters already retry reads, so the
 * cache does not; a list stays fresh for a minute and is not refetched on window focus. A read
 * waits while the device is offline (from its first moment, not only from the first change) and
 * goes when the connection returns; what was read stays as long as the device keeps it (ADR 0012).
 *
 * An answer is shown in the task that read it: the cache tells its observers in a microtask, not in a later
 * `setTimeout` task (TanStack's default), so no other answer's render or a frame runs between a year of trips read
 * and their first page shown (about 20 ms less on that page; docs/benchmarks.md).
 */
const MADE_AT = new WeakMap<QueryClient, number>();

/** When the client was made (ms since the epoch): an answer older than that came from the device's copy. */
export const madeAt = (client: QueryClient): number => MADE_AT.get(client) ?? Infinity;

export function createQueryClient(): QueryClient {
  notifyManager.setScheduler(queueMicrotask);
  onlineManager.setEventListener((setOnline) => {
    const subscription = deviceOnline$.subscribe(setOnline);
    return () => subscription.unsubscribe();
  });
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false, gcTime: SAVED_READS_MAX_AGE_MS },
      mutations: { retry: false },
    },
  });
  MADE_AT.set(client, Date.now());
  return client;
}
