import { useCallback } from 'react';
import { AddBankCard, type AddBankCardOutcome } from '../../../core/cards/add-bank-card';
import type { ProviderAnswer } from '../../../core/cards/provider-answer';
import { RemoveBankCard } from '../../../core/cards/remove-bank-card';
import { useUseCase } from '../di/use-use-case';
import { useAction } from '../hooks/use-action';
import { useDomainEvents } from './domain-events';

/**
 * Removes a card (useAction's loading indicator and error modal); once removed, "cards changed".
 * Answers whether the card was removed.
 */
export function useRemoveBankCard(): (cardId: number) => Promise<boolean> {
  const removeBankCard = useUseCase(RemoveBankCard);
  const run = useAction();
  const events = useDomainEvents();
  return useCallback(
    async (cardId) => {
      const removed = await run(async () => {
        await removeBankCard.execute(cardId);
        return true;
      });
      if (!removed) return false;
      await events.cardsChanged();
      return true;
    },
    [removeBankCard, run, events],
  );
}

/**
 * Links the card the provider tokenised (useAction's error model); whatever the operator answered,
 * "cards changed". Undefined when the call failed (the error modal told why).
 */
export function useAddBankCard(): (answer: ProviderAnswer) => Promise<AddBankCardOutcome | undefined> {
  const addBankCard = useUseCase(AddBankCard);
  const run = useAction();
  const events = useDomainEvents();
  return useCallback(
    async (answer) => {
      const outcome = await run(() => addBankCard.execute(answer));
      if (outcome) await events.cardsChanged();
      return outcome;
    },
    [addBankCard, run, events],
  );
}
