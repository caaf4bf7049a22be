import { useCallback } from 'react';
import type { ProviderAnswer } from '../../../core/cards/provider-answer';
import { CompleteSettlement, type SettlementOutcome } from '../../../core/settlement/complete-settlement';
import { useUseCase } from '../di/use-use-case';
import { useAction } from '../hooks/use-action';
import { useDomainEvents } from './domain-events';

/**
 * Reports the provider's answer of a settlement (useAction's error model); once the operator has
 * answered, "debt settled" (a declined payment changes nothing, and reading again costs little).
 * Undefined when the call failed (the error modal told why).
 */
export function useCompleteSettlement(): (answer: ProviderAnswer) => Promise<SettlementOutcome | undefined> {
  const completeSettlement = useUseCase(CompleteSettlement);
  const run = useAction();
  const events = useDomainEvents();
  return useCallback(
    async (answer) => {
      const outcome = await run(() => completeSettlement.execute(answer));
      if (outcome) await events.debtSettled();
      return outcome;
    },
    [completeSettlement, run, events],
  );
}
