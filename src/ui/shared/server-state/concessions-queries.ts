import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConcessionOffer } from '../../../core/concessions/concession';
import { ListConcessions, type ConcessionsPage } from '../../../core/concessions/list-concessions';
import { cardConcessions, type CardConcession } from '../../../core/concessions/concession-caps';
import { offerTexts } from '../../../core/concessions/offer-texts';
import type { CalendarDay } from '../../../core/shared/calendar-day';
import { browserTimeZone } from '../device-time-zone';
import { useUseCase } from '../di/use-use-case';
import { useOffers, useOperator } from '../operator-context';
import { usePortalQuery } from '../query/use-portal-query';
import { useBankCardsQuery } from './cards-queries';

/** The concessions context's query keys: the only place they are written (ADR 0009). */
export const concessionsKeys = {
  all: ['concessions'] as const,
  page: () => [...concessionsKeys.all, 'page'] as const,
};

/** The operator's concessions and the rider's, where each stands today; null when not offered. Not read then. */
export function useConcessionsQuery(): UseQueryResult<ConcessionsPage | null> {
  const list = useUseCase(ListConcessions);
  const zone = useOperator().timeZone ?? browserTimeZone();
  return usePortalQuery(concessionsKeys.page(), (signal) => list.execute(zone, signal), useOffers('concessions'));
}

/** A concession's name as `offers` gives it in `language`; null for a key no longer offered. */
const nameIn =
  (offers: readonly ConcessionOffer[] | undefined, language: string) =>
  (key: string): string | null => {
    const offer = offers?.find((candidate) => candidate.key === key);
    return offer ? offerTexts(offer, language).name : null;
  };

/**
 * Each concession's name as the operator offers it, in the interface language (read with the concessions query, once
 * per page); null for a key it no longer offers, or while the offer is read.
 */
export function useConcessionName(): (key: string) => string | null {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const offers = useConcessionsQuery().data?.view.offers;
  return useMemo(() => nameIn(offers, language), [offers, language]);
}

/**
 * The same names read only when asked (a file being made), not when the page opens: the query the pages share, read
 * once; every name null for an operator without concessions, or when the read fails (the file says "Discount fare").
 */
export function useReadConcessionNames(): () => Promise<(key: string) => string | null> {
  const list = useUseCase(ListConcessions);
  const zone = useOperator().timeZone ?? browserTimeZone();
  const offered = useOffers('concessions');
  const queries = useQueryClient();
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useCallback(async () => {
    const page = offered
      ? await queries
          .fetchQuery({ queryKey: concessionsKeys.page(), queryFn: ({ signal }) => list.execute(zone, signal) })
          .catch(() => null)
      : null;
    return nameIn(page?.view.offers, language);
  }, [offered, queries, list, zone, language]);
}

const NONE: ReadonlyMap<string, CardConcession> = new Map();

/**
 * The concession each of the rider's cards pays under on `today` (by the card as the trips name it, cardKey), for the
 * caps: read where a cap's progress shows, not before (docs/contracts.md#concessions-reduced-fares-on-a-bank-card).
 * None at once for an operator without concessions (nothing is read); null while read; none when the read fails (the
 * operator's caps show, as they would without the extension).
 */
export function useCardConcessions(today: CalendarDay): ReadonlyMap<string, CardConcession> | null {
  const offered = useOffers('concessions');
  const concessions = useConcessionsQuery();
  const cards = useBankCardsQuery();
  const page = concessions.data;
  return useMemo(() => {
    if (!offered || concessions.isError || cards.isError) return NONE;
    if (page === undefined || !cards.data) return null;
    return page ? cardConcessions(page.view, cards.data, today) : NONE;
  }, [offered, concessions.isError, cards.isError, page, cards.data, today]);
}
