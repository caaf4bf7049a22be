import type { UseQueryResult } from '@tanstack/react-query';
import type { ClaimCase } from '../../../core/claims/claim-case';
import type { ClaimRules } from '../../../core/claims/claim-rules';
import { ListCases } from '../../../core/claims/list-cases';
import { LoadClaimRules } from '../../../core/claims/load-claim-rules';
import { useUseCase } from '../di/use-use-case';
import { offers } from '../../../core/shared/operator';
import { useOffers } from '../operator-context';
import { usePortalQuery } from '../query/use-portal-query';
import type { ReadContext } from './page-reads';

/** The claims context's query keys: the only place they are written (ADR 0009). */
export const claimsKeys = {
  all: ['claims'] as const,
  rules: () => [...claimsKeys.all, 'rules'] as const,
  cases: () => [...claimsKeys.all, 'cases'] as const,
};

/** The operator's claim rules (claims extension); null when it does not say. Not read for an operator without claims. */
export function useClaimRulesQuery(): UseQueryResult<ClaimRules | null> {
  const load = useUseCase(LoadClaimRules);
  return usePortalQuery(claimsKeys.rules(), (signal) => load.execute(signal), useOffers('claims'));
}

/** The rider's claims and reports, newest first. Not read for an operator without claims. */
export function useCasesQuery(): UseQueryResult<ClaimCase[]> {
  const list = useUseCase(ListCases);
  return usePortalQuery(claimsKeys.cases(), (signal) => list.execute(signal), useOffers('claims'));
}

/** The rider's cases read outside React (a page's reads); nothing for an operator without claims. */
export function prefetchCases({ queries, resolver, operator }: ReadContext): Promise<void> {
  if (!offers(operator, 'claims')) return Promise.resolve();
  return queries.prefetchQuery({
    queryKey: claimsKeys.cases(),
    queryFn: ({ signal }) => resolver.get(ListCases).execute(signal),
  });
}
