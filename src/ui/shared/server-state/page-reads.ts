import type { QueryClient } from '@tanstack/react-query';
import type { Operator } from '../../../core/shared/operator';
import type { Resolver } from '../di/resolver-context';

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

/**
 * A page's reads, started when its route is chosen (the router's loader), in parallel with the page's code: never in
 * an effect after its first render. Each read is started once and fails quietly here: its view shows the failure.
 */
export type PageReads = (context: ReadContext) => void;
