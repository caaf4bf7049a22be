import { useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isServiceFailure } from '../../../core/shared/service-failure';
import { useAction } from '../hooks/use-action';
import { reportReach } from '../network/reach';

/** Reads server state for one view: the use case is the query function, given the query's signal. */
export type PortalRead<T> = (signal: AbortSignal) => Promise<T>;

const SESSION_FAILURES = new Set(['unauthorized', 'forbidden']);

/**
 * A background read for a list or a panel (ADR 0009): loading, error and stale states stay with
 * the view (no global spinner, no error modal), the same key is read once for every view that
 * asks, and the read is cancelled when the view unmounts or its key changes. Only a session that
 * expired meanwhile ends as every call does: the error modal, and the rider signed out. What the
 * read learns of the network (an answer, or none) tells the views whether the portal is online (ADR 0012).
 */
export function usePortalQuery<T>(key: QueryKey, read: PortalRead<T>, enabled = true): UseQueryResult<T> {
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => read(signal), enabled });
  const run = useAction('allowed');
  const { error, isFetchedAfterMount, isSuccess, dataUpdatedAt } = query;
  useEffect(() => {
    if (isServiceFailure(error) && SESSION_FAILURES.has(error.kind)) void run(() => Promise.reject(error));
    if (isServiceFailure(error) && error.kind === 'network') reportReach(false);
  }, [error, run]);
  useEffect(() => {
    // An answer read now (not one restored from the device) says the operator is reachable.
    if (isSuccess && isFetchedAfterMount) reportReach(true);
  }, [isSuccess, isFetchedAfterMount, dataUpdatedAt]);
  return query;
}
