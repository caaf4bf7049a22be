import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type {
  LinkAnswer,
  LinkRequest,
  ProofOutcome,
  ProofRequest,
  ProofReturn,
} from '../../../core/concessions/concession';
import { LinkConcessionCard } from '../../../core/concessions/link-concession-card';
import { CompleteEligibilityProof, ProveEligibility } from '../../../core/concessions/prove-eligibility';
import { useUseCase } from '../di/use-use-case';
import { useAction } from '../hooks/use-action';
import { concessionsKeys } from './concessions-queries';

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
