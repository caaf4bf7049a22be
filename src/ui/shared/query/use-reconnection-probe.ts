import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isUnreachable, watchConnection } from '../network/connection';

/** How often the pages' reads try again while the operator cannot be reached though the device says it is online. */
export const PROBE_EVERY_MS = 5_000;

/**
 * While reads fail for the network but the device says it is online (so no "online" event will come), the pages'
 * reads try again every few seconds: the first answer brings the portal back online by itself (ADR 0012). A read
 * still on its way is left to finish (on a slow line, calling it off every few seconds would never let it), and once
 * the operator answers, the reads that failed meanwhile go again: no page is left with the error of the tunnel.
 */
export function useReconnectionProbe(queries: QueryClient): void {
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const probe = () => void queries.refetchQueries({ type: 'active' }, { cancelRefetch: false });
    const follow = () => {
      if (isUnreachable() && timer === undefined) {
        timer = setInterval(probe, PROBE_EVERY_MS);
      } else if (!isUnreachable() && timer !== undefined) {
        clearInterval(timer);
        timer = undefined;
        void queries.refetchQueries(
          { type: 'active', predicate: (query) => query.state.status === 'error' },
          { cancelRefetch: false },
        );
      }
    };
    follow();
    const stop = watchConnection(follow);
    return () => {
      stop();
      clearInterval(timer);
    };
  }, [queries]);
}
