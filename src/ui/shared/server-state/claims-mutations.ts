import { useCallback } from 'react';
import type { CaseAnswer } from '../../../core/claims/claims';
import { ClaimJourneyCorrection, type CorrectionRequest } from '../../../core/claims/claim-journey-correction';
import { ReportChargeProblem, type ProblemReport } from '../../../core/claims/report-charge-problem';
import { useUseCase } from '../di/use-use-case';
import { useAction } from '../hooks/use-action';
import { useDomainEvents } from './domain-events';

/**
 * Claims a correction of an incomplete journey (useAction's error model): the operator's answer, a case opened or a
 * refusal; undefined when the call failed (the error modal told why). A case opened may have moved money at once.
 */
export function useClaimCorrection(): (request: CorrectionRequest) => Promise<CaseAnswer | undefined> {
  const claim = useUseCase(ClaimJourneyCorrection);
  const run = useAction();
  const events = useDomainEvents();
  return useCallback(
    async (request) => {
      const answer = await run(() => claim.execute(request));
      if (answer?.kind === 'opened') await events.caseOpened();
      return answer;
    },
    [claim, run, events],
  );
}

/** Reports a problem with a trip or a payment (useAction's error model). */
export function useReportProblem(): (report: ProblemReport) => Promise<CaseAnswer | undefined> {
  const report = useUseCase(ReportChargeProblem);
  const run = useAction();
  const events = useDomainEvents();
  return useCallback(
    async (problem) => {
      const answer = await run(() => report.execute(problem));
      if (answer?.kind === 'opened') await events.caseOpened();
      return answer;
    },
    [report, run, events],
  );
}
