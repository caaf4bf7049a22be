import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { distinctUntilChanged, EMPTY, filter, interval, map, skip, switchMap } from 'rxjs';
import { connection$ } from '../network/connection';

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
    const unreachable$ = connection$.pipe(
      map((connection) => connection === 'unreachable'),
      distinctUntilChanged(),
    );
    const probing = unreachable$
      .pipe(switchMap((unreachable) => (unreachable ? interval(PROBE_EVERY_MS) : EMPTY)))
      .subscribe(() => void queries.refetchQueries({ type: 'active' }, { cancelRefetch: false }));
    // Each change after the first is a change of state: `false` then means the operator is out of reach no longer.
    const reached = unreachable$
      .pipe(
        skip(1),
        filter((unreachable) => !unreachable),
      )
      .subscribe(() => {
        void queries.refetchQueries(
          { type: 'active', predicate: (query) => query.state.status === 'error' },
          { cancelRefetch: false },
        );
      });
    return () => {
      probing.unsubscribe();
      reached.unsubscribe();
    };
  }, [queries]);
}
