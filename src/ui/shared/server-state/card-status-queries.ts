import type { UseQueryResult } from '@tanstack/react-query';
import type { CardStates } from '../../../core/card-status/card-state';
import { LoadCardStates } from '../../../core/card-status/load-card-states';
import { useUseCase } from '../di/use-use-case';
import { offers } from '../../../core/shared/operator';
import { useOffers } from '../operator-context';
import { usePortalQuery } from '../query/use-portal-query';
import type { ReadContext } from './page-reads';

/** The card-status context's query keys: the only place they are written (ADR 0009). */
export const cardStatusKeys = {
  all: ['cardStatus'] as const,
  states: () => [...cardStatusKeys.all, 'states'] as const,
};

/** The rider's cards' states at the gates (cardStatus extension); null when the operator does not say. Not read without it. */
export function useCardStatesQuery(): UseQueryResult<CardStates | null> {
  const load = useUseCase(LoadCardStates);
  return usePortalQuery(cardStatusKeys.states(), (signal) => load.execute(signal), useOffers('cardStatus'));
}

/** The cards' states read outside React (a page's reads); nothing for an operator without cardStatus. */
export function prefetchCardStates({ queries, resolver, operator }: ReadContext): Promise<void> {
  if (!offers(operator, 'cardStatus')) return Promise.resolve();
  return queries.prefetchQuery({
    queryKey: cardStatusKeys.states(),
    queryFn: ({ signal }) => resolver.get(LoadCardStates).execute(signal),
  });
}
