import type { UseQueryResult } from '@tanstack/react-query';
import { LoadPendingAmount } from '../../../core/settlement/load-pending-amount';
import type { MoneySum } from '../../../core/travels/money';
import { useUseCase } from '../di/use-use-case';
import { useSession } from '../hooks/use-session';
import { usePortalQuery } from '../query/use-portal-query';

/** The query key of what the rider owes: a settlement, a card added or removed invalidates it. */
export const PENDING_AMOUNT_KEY = ['pending-amount'] as const;

/** What the rider owes (the failed payment summaries, or their currencies when they differ), read once for the dashboard and the payments list alike. */
export function usePendingAmount(): UseQueryResult<MoneySum> {
  const loadPendingAmount = useUseCase(LoadPendingAmount);
  const account = useSession();
  return usePortalQuery(
    [...PENDING_AMOUNT_KEY, account?.id ?? null],
    (signal) => loadPendingAmount.execute(signal),
    account !== null,
  );
}
