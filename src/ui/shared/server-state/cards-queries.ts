import type { QueryKey, UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { BankCard } from '../../../core/cards/bank-card';
import { ListBankCards } from '../../../core/cards/list-bank-cards';
import { useUseCase } from '../di/use-use-case';
import { useSession } from '../hooks/use-session';
import type { ReadView } from '../query/read-view';
import { usePortalQuery } from '../query/use-portal-query';
import type { ReadContext } from './page-reads';

/** The cards context's query keys: the only place they are written (ADR 0009). */
export const cardsKeys = {
  all: ['cards'] as const,
  list: (accountId: number | null) => [...cardsKeys.all, 'list', accountId] as const,
};

/**
 * The rider's cards read outside React (a page's reads): the cached list while fresh, else one read shared with the
 * views — the cards of a summary that answers with them (`from`), or the card list.
 */
export function fetchBankCards(
  { queries, resolver, accountId }: ReadContext,
  from: Promise<{ readonly cards: BankCard[] } | null> = Promise.resolve(null),
): Promise<BankCard[]> {
  return queries.fetchQuery({
    queryKey: cardsKeys.list(accountId),
    queryFn: async ({ signal }) => (await from)?.cards ?? resolver.get(ListBankCards).execute(signal),
  });
}

/** The alias pans a read on the rider's cards is keyed by, in the card list's order. */
export const aliasPansOf = (cards: readonly BankCard[]): string[] => cards.map((card) => card.aliasPan);

/** The signed-in rider's bank cards, read once for every view that needs them (the lists, the dashboard). */
export function useBankCardsQuery(): UseQueryResult<BankCard[]> {
  const listBankCards = useUseCase(ListBankCards);
  const account = useSession();
  return usePortalQuery(
    cardsKeys.list(account?.id ?? null),
    (signal) => listBankCards.execute(signal),
    account !== null,
  );
}

/** What a read on the rider's cards is given: the alias pans of the cards, in the card list's order. */
export type OnRiderCards<T> = (aliasPans: readonly string[], signal: AbortSignal) => Promise<T>;

/**
 * A read that needs the rider's cards (trips, payments, what is owed): it waits for the cached card
 * list and is keyed by its alias pans, so no use case reads the card list behind the cache, and a
 * card added or removed is a new key. A failed card list is this read's failure, and its retry reads the cards again:
 * a read with no key to run under yet has no query result of its own, so the view is given what it shows (ReadView).
 */
export function useOnRiderCards<T>(
  key: (aliasPans: readonly string[]) => QueryKey,
  read: OnRiderCards<T>,
): ReadView<T> {
  const cards = useBankCardsQuery();
  const aliasPans = useMemo(() => (cards.data ? aliasPansOf(cards.data) : undefined), [cards.data]);
  const query = usePortalQuery(
    key(aliasPans ?? []),
    (signal) => read(aliasPans ?? [], signal),
    aliasPans !== undefined,
  );
  if (!cards.isError) return query;
  const { error, isFetching, fetchStatus, refetch } = cards;
  return { data: query.data, error, isPending: false, isFetching, fetchStatus, refetch };
}
