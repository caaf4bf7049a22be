import { LoadPendingAmount, type PendingAmount } from '../../../core/settlement/load-pending-amount';
import { LoadRiderSummary, type DashboardSummary } from '../../../core/settlement/rider-summary';
import { offers } from '../../../core/shared/operator';
import { useUseCase } from '../di/use-use-case';
import type { ReadView } from '../query/read-view';
import { aliasPansOf, cardsKeys, useOnRiderCards } from './cards-queries';
import type { ReadContext } from './page-reads';
import { seedTickets } from './travels-queries';

/** The settlement context's query keys: the only place they are written (ADR 0009). */
export const settlementKeys = {
  all: ['settlement'] as const,
  pendingAmount: (aliasPans: readonly string[]) => [...settlementKeys.all, 'pending-amount', aliasPans] as const,
  riderSummary: (accountId: number) => [...settlementKeys.all, 'rider-summary', accountId] as const,
};

/**
 * The rider's summary (riderSummary extension: the cards and what is owed in one call), read outside React for the
 * dashboard; null for an operator without it, or one that answers 404 (the base API's reads then). Its answer fills
 * what is owed and this week's trips (under the key of their range's trips read), then the card list, under their own
 * keys: a view that sees the cards finds what they owe, and the week's trips, already there.
 */
export function fetchRiderSummary({
  queries,
  resolver,
  operator,
  accountId,
}: ReadContext): Promise<DashboardSummary | null> {
  if (!offers(operator, 'riderSummary')) return Promise.resolve(null);
  return queries.fetchQuery({
    queryKey: settlementKeys.riderSummary(accountId),
    queryFn: async ({ signal }) => {
      const summary = await resolver.get(LoadRiderSummary).execute(signal);
      if (summary) {
        const aliasPans = aliasPansOf(summary.cards);
        queries.setQueryData(settlementKeys.pendingAmount(aliasPans), summary.owed);
        if (summary.week) seedTickets({ queries }, summary.week.range, aliasPans, summary.week.tickets);
        queries.setQueryData(cardsKeys.list(accountId), summary.cards);
      }
      return summary;
    },
  });
}

/** What the rider owes (the failed payment summaries of their cards, or their currencies when they differ), read once for the dashboard and the payments list alike. */
export function usePendingAmount(): ReadView<PendingAmount> {
  const loadPendingAmount = useUseCase(LoadPendingAmount);
  return useOnRiderCards(settlementKeys.pendingAmount, (aliasPans, signal) =>
    loadPendingAmount.execute(aliasPans, signal),
  );
}

/** What the rider owes, read outside React once the card list is known (a page's reads): from the summary where it answered. */
export function prefetchPendingAmount(
  { queries, resolver }: ReadContext,
  aliasPans: readonly string[],
  summary: Promise<DashboardSummary | null> = Promise.resolve(null),
): Promise<void> {
  return queries.prefetchQuery({
    queryKey: settlementKeys.pendingAmount(aliasPans),
    // From the summary when it answered (no call), else from the failed summaries of those cards.
    queryFn: async ({ signal }) => (await summary)?.owed ?? resolver.get(LoadPendingAmount).execute(aliasPans, signal),
  });
}
