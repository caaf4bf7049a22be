import { useState } from 'react';
import type { ShownOutcome as ShownSettlement } from './settlement-outcome-text';
import { useOnArrival } from '../../shared/hooks/use-on-arrival';
import type { ReturnedAnswer } from '../../shared/routing/feature-slots';
import { useCompleteSettlement } from '../../shared/server-state/settlement-mutations';

/** What the settlement modal shows: the operator's verdict, an answer that could not be read, or a cancel. */
export type { ShownOutcome as ShownSettlement } from './settlement-outcome-text';

/**
 * The rider is back from paying what they owed (docs/behaviour/rules.md#settlement): the provider's answer, which the
 * payments page took out of its address, is reported once, "debt settled" follows
 * (useCompleteSettlement), and the operator's verified record decides what the rider is told. Null while there is nothing to tell (no answer, or still reporting it).
 */
export function useSettlementReturn(answer: ReturnedAnswer): ShownSettlement | null {
  const completeSettlement = useCompleteSettlement();
  const [outcome, setOutcome] = useState<ShownSettlement | null>(
    answer.kind === 'answer' ? null : { kind: answer.kind },
  );

  useOnArrival(async () => {
    if (answer.kind !== 'answer') return true;
    const completed = await completeSettlement(answer.answer);
    if (!completed) return false;
    setOutcome(completed);
    return true;
  });

  return outcome;
}
