import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { cardStatusKeys } from './card-status-queries';
import { cardsKeys } from './cards-queries';
import { claimsKeys } from './claims-queries';
import { settlementKeys } from './settlement-queries';
import { travelsKeys } from './travels-queries';

/**
 * What happened on the operator's side that the cached server state must follow (ADR 0009): a
 * mutation announces its event, and the event, not the screen, decides which reads are stale.
 */
export interface DomainEvents {
  /** A card was added or removed: the card list, the trips, the payments and what is owed. */
  cardsChanged(): Promise<void>;
  /** A debt was settled: the payments, the trips, what is owed and the cards' states at the gates (a block lifted). */
  debtSettled(): Promise<void>;
  /** A claim or a report was opened: the cases, and the trips and payments (an approval at once moves money). */
  caseOpened(): Promise<void>;
}

/** The domain events over a query client (exported for tests that hold the client themselves). */
export function domainEvents(queries: QueryClient): DomainEvents {
  const invalidate = (...keys: readonly (readonly unknown[])[]) =>
    Promise.all(keys.map((queryKey) => queries.invalidateQueries({ queryKey }))).then(() => undefined);
  return {
    async cardsChanged() {
      // The cards first: the other reads are keyed by the cards' alias pans and follow the new list.
      await invalidate(cardsKeys.all);
      await invalidate(travelsKeys.all, settlementKeys.all, cardStatusKeys.all);
    },
    debtSettled: () => invalidate(travelsKeys.all, settlementKeys.all, cardStatusKeys.all),
    caseOpened: () => invalidate(claimsKeys.all, travelsKeys.all),
  };
}

/** The domain events of the portal's query client. */
export function useDomainEvents(): DomainEvents {
  const queries = useQueryClient();
  return useMemo(() => domainEvents(queries), [queries]);
}
