import type { UseQueryResult } from '@tanstack/react-query';
import type { DateRange } from '../../../core/travels/date-range';
import { ListPayments } from '../../../core/travels/list-payments';
import { ListTickets } from '../../../core/travels/list-tickets';
import type { Payment, StatusFilter } from '../../../core/travels/payment';
import type { Ticket } from '../../../core/travels/ticket';
import type { TravelQuery } from '../../../core/travels/travel-history';
import { useUseCase } from '../di/use-use-case';
import { useOnRiderCards } from './cards-queries';

/** The travels context's query keys: the only place they are written (ADR 0009). */
export const travelsKeys = {
  all: ['travels'] as const,
  tickets: ({ range, aliasPans }: TravelQuery) =>
    [...travelsKeys.all, 'tickets', range.from, range.to, aliasPans] as const,
  payments: ({ range, aliasPans }: TravelQuery, statuses: StatusFilter) =>
    [...travelsKeys.all, 'payments', range.from, range.to, aliasPans, statuses.succeeded, statuses.failed] as const,
};

/** The rider's trips of a range: one read per range (changing the range reads again; paging and search do not). */
export function useTicketsQuery(range: DateRange): UseQueryResult<Ticket[]> {
  const listTickets = useUseCase(ListTickets);
  return useOnRiderCards(
    (aliasPans) => travelsKeys.tickets({ range, aliasPans }),
    (aliasPans, signal) => listTickets.execute({ range, aliasPans }, signal),
  );
}

/** The rider's payments of a range with the chosen statuses. */
export function usePaymentsQuery(range: DateRange, statuses: StatusFilter): UseQueryResult<Payment[]> {
  const listPayments = useUseCase(ListPayments);
  return useOnRiderCards(
    (aliasPans) => travelsKeys.payments({ range, aliasPans }, statuses),
    (aliasPans, signal) => listPayments.execute({ range, aliasPans, statuses }, signal),
  );
}
