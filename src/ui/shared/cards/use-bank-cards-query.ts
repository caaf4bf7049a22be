import type { UseQueryResult } from '@tanstack/react-query';
import type { BankCard } from '../../../core/cards/bank-card';
import { ListBankCards } from '../../../core/cards/list-bank-cards';
import { useUseCase } from '../di/use-use-case';
import { useSession } from '../hooks/use-session';
import { usePortalQuery } from '../query/use-portal-query';

/** The query key of the rider's cards: adding or removing a card invalidates it. */
export const BANK_CARDS_KEY = ['cards'] as const;

/** The signed-in rider's bank cards, read once for the dashboard and the card list alike. */
export function useBankCardsQuery(): UseQueryResult<BankCard[]> {
  const listBankCards = useUseCase(ListBankCards);
  const account = useSession();
  return usePortalQuery(
    [...BANK_CARDS_KEY, account?.id ?? null],
    (signal) => listBankCards.execute(signal),
    account !== null,
  );
}
