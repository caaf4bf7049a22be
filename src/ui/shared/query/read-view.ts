import type { FetchStatus } from '@tanstack/react-query';

/**
 * What a view shows of a read (QueryState, a page waiting for it): its answer, its failure, whether it is on its way,
 * and its retry. A query's result is one; so is a read that waits on another and fails with it (useOnRiderCards: a
 * card list that failed is its failure, and its retry reads the cards again), which has no query result of its own.
 */
export interface ReadView<T> {
  readonly data: T | undefined;
  readonly error: Error | null;
  /** No answer yet (on its way, waiting for another read, or paused offline: `fetchStatus` says). */
  readonly isPending: boolean;
  readonly isFetching: boolean;
  readonly fetchStatus: FetchStatus;
  readonly refetch: () => Promise<unknown>;
}
