import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AddBankCardOutcome } from '../../../core/cards/add-bank-card';
import { useOnArrival } from '../../shared/hooks/use-on-arrival';
import { useProviderReturn } from '../../shared/payment/use-provider-return';
import { PATHS } from '../../shared/paths';
import { useAddBankCard } from '../../shared/server-state/cards-mutations';
import type { DeclinedState } from './declined-state';
import { useNavigateAfter } from './use-navigate-after';

/** How long the result stays before the rider is taken to the card list (docs/behaviour/rules.md#timings). */
export const RESULT_REDIRECT_MS = 2500;

/** What the result modal shows: every outcome but a refusal, which the card list shows, or a cancel. */
export type ShownRegistration = Exclude<AddBankCardOutcome, { kind: 'declined' }> | { readonly kind: 'cancelled' };

const REDIRECTS: ReadonlySet<ShownRegistration['kind']> = new Set(['succeeded', 'already-added', 'unused']);

/** Whether the outcome takes the rider to the card list on its own after a moment. */
export const redirects = (outcome: ShownRegistration): boolean => REDIRECTS.has(outcome.kind);

/**
 * The rider is back from the provider's card page (docs/behaviour/screens.md#add-bank-card): the answer is reported once, and
 * "cards changed" follows (useAddBankCard). A refusal goes to the card list, which says why; any
 * other outcome is for the result modal, and a good one moves on to the list after a moment.
 */
export function useCardRegistrationReturn(): ShownRegistration | null {
  const answer = useProviderReturn();
  const addBankCard = useAddBankCard();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<ShownRegistration | null>(
    answer.kind === 'malformed' || answer.kind === 'cancelled' ? { kind: answer.kind } : null,
  );

  useOnArrival(async () => {
    if (answer.kind !== 'answer') return true;
    const added = await addBankCard(answer.answer);
    if (!added) return false;
    if (added.kind === 'declined') {
      const state: DeclinedState = { declined: added.result };
      void navigate(PATHS.bankCards, { replace: true, state });
    } else setOutcome(added);
    return true;
  });

  useNavigateAfter(outcome !== null && redirects(outcome), RESULT_REDIRECT_MS, PATHS.bankCards);
  return outcome;
}
