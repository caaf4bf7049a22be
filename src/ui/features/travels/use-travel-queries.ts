import type { UseQueryResult } from '@tanstack/react-query';
import type { DateRange } from '../../../core/travels/date-range';
import { ListPayments } from '../../../core/travels/list-payments';
import { ListTickets } from '../../../core/travels/list-tickets';
import type { Payment, StatusFilter } from '../../../core/travels/payment';
import type { Ticket } from '../../../core/travels/ticket';
import { useUseCase } from '../../shared/di/use-use-case';
import { useSession } from '../../shared/hooks/use-session';
import { usePortalQuery } from '../../shared/query/use-portal-query';

/** The rider's trips of a range: one read per range (changing the range reads again; paging and search do not). */
export function useTicketsQuery(range: DateRange): UseQueryResult<Ticket[]> {
  const listTickets = useUseCase(ListTickets);
  const account = useSession();
  return usePortalQuery(
    ['tickets', account?.id ?? null, range.from, range.to],
    (signal) => listTickets.execute(range, signal),
    account !== null,
  );
}

/** The rider's payments of a range with the chosen statuses. */
export function usePaymentsQuery(range: DateRange, statuses: StatusFilter): UseQueryResult<Payment[]> {
  const listPayments = useUseCase(ListPayments);
  const account = useSession();
  const key = ['payments', account?.id ?? null, range.from, range.to, statuses.succeeded, statuses.failed];
  return usePortalQuery(key, (signal) => listPayments.execute(range, statuses, signal), account !== null);
}
