import type { UseQueryResult } from '@tanstack/react-query';
import { LoadFareCaps, type FareCaps } from '../../../core/travels/fare-rules';
import { useUseCase } from '../di/use-use-case';
import { usePortalQuery } from '../query/use-portal-query';
import type { ReadContext } from './page-reads';

/** The fare caps' query keys: the only place they are written (ADR 0009). */
export const fareCapsKeys = {
  all: ['fareCaps'] as const,
  rules: () => [...fareCapsKeys.all, 'rules'] as const,
};

/** The operator's fare and caps (fareCaps extension); null when it does not say. Read once per session. */
export function useFareCapsQuery(): UseQueryResult<FareCaps | null> {
  const load = useUseCase(LoadFareCaps);
  return usePortalQuery(fareCapsKeys.rules(), (signal) => load.execute(signal));
}

/** The operator's fare and caps read outside React (a page's reads). */
export function fetchFareCaps({ queries, resolver }: ReadContext): Promise<FareCaps | null> {
  return queries.fetchQuery({
    queryKey: fareCapsKeys.rules(),
    queryFn: ({ signal }) => resolver.get(LoadFareCaps).execute(signal),
  });
}
