import type { UseQueryResult } from '@tanstack/react-query';
import { BuildReceipt, type ReceiptAnswer } from '../../../core/travels/build-receipt';
import type { DateRange } from '../../../core/travels/date-range';
import { ListPayments } from '../../../core/travels/list-payments';
import { ListTickets } from '../../../core/travels/list-tickets';
import type { Payment, StatusFilter } from '../../../core/travels/payment';
import type { Ticket } from '../../../core/travels/ticket';
import type { TravelQuery } from '../../../core/travels/travel-history';
import { useTranslation } from 'react-i18next';
import { useUseCase } from '../di/use-use-case';
import { useAccountLocale } from '../hooks/use-account-locale';
import type { ReadView } from '../query/read-view';
import { usePortalQuery } from '../query/use-portal-query';
import { useOnRiderCards } from './cards-queries';
import type { ReadContext } from './page-reads';

/** The travels context's query keys: the only place they are written (ADR 0009). */
export const travelsKeys = {
  all: ['travels'] as const,
  tickets: ({ range, aliasPans }: TravelQuery) =>
    [...travelsKeys.all, 'tickets', range.from, range.to, aliasPans] as const,
  payments: ({ range, aliasPans }: TravelQuery, statuses: StatusFilter) =>
    [...travelsKeys.all, 'payments', range.from, range.to, aliasPans, statuses.succeeded, statuses.failed] as const,
  /** Under the context's key: a settled debt or an opened case (a refund line) makes it stale with the rest. */
  receipt: (shortId: string, locale: string, language: string) =>
    [...travelsKeys.all, 'receipt', shortId, locale, language] as const,
};

/** The rider's trips of a range: one read per range (changing the range reads again; paging and search do not). */
export function useTicketsQuery(range: DateRange): ReadView<Ticket[]> {
  const listTickets = useUseCase(ListTickets);
  return useOnRiderCards(
    (aliasPans) => travelsKeys.tickets({ range, aliasPans }),
    (aliasPans, signal) => listTickets.execute({ range, aliasPans }, signal),
  );
}

/** The rider's payments of a range with the chosen statuses. */
export function usePaymentsQuery(range: DateRange, statuses: StatusFilter): ReadView<Payment[]> {
  const listPayments = useUseCase(ListPayments);
  return useOnRiderCards(
    (aliasPans) => travelsKeys.payments({ range, aliasPans }, statuses),
    (aliasPans, signal) => listPayments.execute({ range, aliasPans, statuses }, signal),
  );
}

/** The rider's trips of a range read outside React, once the card list is known (a page's reads). */
export function prefetchTickets(
  { queries, resolver }: ReadContext,
  range: DateRange,
  aliasPans: readonly string[],
): Promise<void> {
  return queries.prefetchQuery({
    queryKey: travelsKeys.tickets({ range, aliasPans }),
    queryFn: ({ signal }) => resolver.get(ListTickets).execute({ range, aliasPans }, signal),
  });
}

/**
 * The rider's trips of a range answered by another read (the rider's summary's week:
 * docs/contracts.md#ridersummary-the-dashboards-reads-in-one-call), kept where `prefetchTickets` and the views' tickets
 * read keep them: `tickets` as `ListTickets` answers them (latest first).
 */
export function seedTickets(
  { queries }: Pick<ReadContext, 'queries'>,
  range: DateRange,
  aliasPans: readonly string[],
  tickets: Ticket[],
): void {
  queries.setQueryData(travelsKeys.tickets({ range, aliasPans }), tickets);
}

/** A payment's receipt, read when its dialog opens (once per payment, locale and language: its fare names). */
export function useReceiptQuery(shortId: string): UseQueryResult<ReceiptAnswer> {
  const buildReceipt = useUseCase(BuildReceipt);
  const locale = useAccountLocale();
  const { language } = useTranslation().i18n;
  return usePortalQuery(travelsKeys.receipt(shortId, locale, language), (signal) =>
    buildReceipt.execute(shortId, locale, signal, language),
  );
}
