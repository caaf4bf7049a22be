import type { Account } from '../../../core/session/account';
import type { Operator } from '../../../core/shared/operator';
import type { Resolver } from '../di/resolver-context';
import type { QueryClientSlot } from '../query/query-client-slot';
import type { PageReads } from '../server-state/page-reads';
import { signedInPrepared } from './signed-in-prefetch';

/** A page's reads, loaded with the signed-in pages' code (the query library comes with them). */
export type LazyPageReads = () => Promise<PageReads>;

/** Starts a page's reads when its route is chosen (the router's loader calls it); returns at once. */
export type StartPageReads = (reads: LazyPageReads) => void;

export interface PageReadsDeps {
  readonly resolver: Resolver;
  readonly operator: Operator;
  /** The portal's query client's slot: the reads fill the client the signed-in pages then show. */
  readonly slot: QueryClientSlot;
  /** The signed-in account now (none: no reads). */
  readonly account: () => Account | null;
  /** Resolves when the signed-in pages' use cases are in the resolver (the composition root's preparation). */
  readonly useCasesReady?: () => Promise<void>;
}

/**
 * What the router's loaders call (docs/architecture.md#server-state-the-query-layer-adr-9): a signed-in rider's page
 * reads start with its route, while its code downloads, never in an effect after its first render. A failure here is
 * quiet: the page's views read again and show it.
 */
export function pageReadsStarter(deps: PageReadsDeps): StartPageReads {
  const ready = deps.useCasesReady ?? signedInPrepared;
  return (load) => {
    const account = deps.account();
    if (account === null) return;
    Promise.all([load(), ready()])
      .then(([reads]) => {
        // Signed out, or another rider, meanwhile: their page reads for itself.
        if (deps.account()?.id !== account.id) return;
        reads({ slot: deps.slot, resolver: deps.resolver, operator: deps.operator, accountId: account.id });
      })
      .catch(() => undefined);
  };
}
