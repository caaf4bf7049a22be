import type { UseQueryResult } from '@tanstack/react-query';
import { LoadPendingAmount, type PendingAmount } from '../../../core/settlement/load-pending-amount';
import { useUseCase } from '../di/use-use-case';
import { useOnRiderCards } from './cards-queries';
import type { ReadContext } from './page-reads';

/** The settlement context's query keys: the only place they are written (ADR 0009). */
export const settlementKeys = {
  all: ['settlement'] as const,
  pendingAmount: (aliasPans: readonly string[]) => [...settlementKeys.all, 'pending-amount', aliasPans] as const,
};

/** What the rider owes (the failed payment summaries of their cards, or their currencies when they differ), read once for the dashboard and the payments list alike. */
export function usePendingAmount(): UseQueryResult<PendingAmount> {
  const loadPendingAmount = useUseCase(LoadPendingAmount);
  return useOnRiderCards(settlementKeys.pendingAmount, (aliasPans, signal) =>
    loadPendingAmount.execute(aliasPans, signal),
  );
}

/** What the rider owes, read outside React once the card list is known (a page's reads). */
export function prefetchPendingAmount({ queries, resolver }: ReadContext, aliasPans: readonly string[]): Promise<void> {
  return queries.prefetchQuery({
    queryKey: settlementKeys.pendingAmount(aliasPans),
    queryFn: ({ signal }) => resolver.get(LoadPendingAmount).execute(aliasPans, signal),
  });
}
