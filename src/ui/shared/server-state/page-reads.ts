import type { QueryClient } from '@tanstack/react-query';
import type { Operator } from '../../../core/shared/operator';
import type { Resolver } from '../di/resolver-context';
import { createQueryClient } from '../query/create-query-client';
import type { QueryClientSlot } from '../query/query-client-slot';

/**
 * What a page's reads are started with, outside React (ADR 0009): the portal's query client, the composition root's
 * resolver, the tab's operator and the signed-in account. The reads land under the contexts' own keys, where the
 * page's query hooks find them answered or on their way.
 */
export interface ReadContext {
  readonly queries: QueryClient;
  readonly resolver: Resolver;
  readonly operator: Operator;
  readonly accountId: number;
}

/** What the router's loader has for a page's reads: the portal's query client's slot rather than the client. */
export interface PageReadsStart extends Omit<ReadContext, 'queries'> {
  readonly slot: QueryClientSlot;
}

/**
 * A page's reads, started when its route is chosen (the router's loader), in parallel with its code: never in
 * an effect after its first render. Each read is started once and fails quietly here: its view shows the failure.
 */
export type PageReads = (start: PageReadsStart) => void;

/**
 * A page's reads on the portal's query client, made here on first use: the query library comes with the page's reads
 * (the signed-in pages' code), never with the router the login page loads.
 */
export const onPortalQueries =
  (reads: (context: ReadContext) => void): PageReads =>
  ({ slot, ...rest }) =>
    reads({ ...rest, queries: slot.get(createQueryClient, rest.accountId) });
