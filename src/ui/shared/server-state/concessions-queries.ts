import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  ConcessionOffer,
  LinkAnswer,
  LinkRequest,
  ProofOutcome,
  ProofRequest,
  ProofReturn,
} from '../../../core/concessions/concession';
import { LinkConcessionCard } from '../../../core/concessions/link-concession-card';
import { ListConcessions, type ConcessionsPage } from '../../../core/concessions/list-concessions';
import { offerTexts } from '../../../core/concessions/offer-texts';
import { CompleteEligibilityProof, ProveEligibility } from '../../../core/concessions/prove-eligibility';
import { browserTimeZone } from '../device-time-zone';
import { useUseCase } from '../di/use-use-case';
import { useAction } from '../hooks/use-action';
import { useOffers, useOperator } from '../operator-context';
import { usePortalQuery } from '../query/use-portal-query';

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

/** The concessions' actions: each runs as every action does (the error modal on failure), then reads the page again. */
export function useConcessionActions() {
  const link = useUseCase(LinkConcessionCard);
  const prove = useUseCase(ProveEligibility);
  const complete = useUseCase(CompleteEligibilityProof);
  const run = useAction();
  const queries = useQueryClient();
  const after = useCallback(
    async <T>(work: () => Promise<T>): Promise<T | undefined> => {
      const answer = await run(work);
      await queries.invalidateQueries({ queryKey: concessionsKeys.all });
      return answer;
    },
    [run, queries],
  );
  return {
    link: useCallback(
      (request: LinkRequest): Promise<LinkAnswer | undefined> => after(() => link.execute(request)),
      [after, link],
    ),
    prove: useCallback(
      (request: ProofRequest): Promise<ProofOutcome | undefined> => after(() => prove.execute(request)),
      [after, prove],
    ),
    complete: useCallback(
      (answer: ProofReturn): Promise<ProofOutcome | undefined> => after(() => complete.execute(answer)),
      [after, complete],
    ),
  };
}
