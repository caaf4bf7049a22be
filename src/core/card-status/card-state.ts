import type { Money } from '../travels/money';

/**
 * A card's standing at the gates (the `cardStatus` extension: docs/contracts.md#cardstatus-a-cards-state-at-the-gates):
 * nothing owed, a payment failed (the card still accepted, the operator retries it), or on the operator's deny list
 * (refused at the gates until the debt is paid online).
 */
export type CardStanding = 'active' | 'payment_failed' | 'denied';

/** One card's state, as the operator tells it. */
export interface CardState {
  readonly aliasPan: string;
  readonly standing: CardStanding;
  /** What its failed payments add up to (0 when none). */
  readonly amountDue: Money;
  readonly failedCount: number;
  /** The operator's next retry of a failed payment; null when none is planned (nothing owed, or denied). */
  readonly nextRetryAt: Date | null;
  /** Since when the gates refuse it; null unless denied. */
  readonly deniedAt: Date | null;
  /** When its last block was lifted; null when never (or while denied). */
  readonly unblockedAt: Date | null;
}

/** The operator's answer: its retry rule and the rider's cards. */
export interface CardStates {
  readonly retryAfterDays: number;
  readonly cards: readonly CardState[];
}

/** How long after a block is lifted the portal still says so ("Unblocked at 10:42; the gates accept the card again"). */
export const UNBLOCKED_NOTICE_DAYS = 7;

/** Whether the card's lifted block is recent enough to tell the rider: within UNBLOCKED_NOTICE_DAYS of `now`. */
export function recentlyUnblocked(state: CardState, now: Date): boolean {
  if (state.standing === 'denied' || !state.unblockedAt) return false;
  const elapsed = now.getTime() - state.unblockedAt.getTime();
  return elapsed >= 0 && elapsed <= UNBLOCKED_NOTICE_DAYS * 86_400_000;
}

/** The state of one card of the answer, or null when the operator says nothing of it. */
export const stateOfCard = (states: CardStates | null, aliasPan: string): CardState | null =>
  states?.cards.find((card) => card.aliasPan === aliasPan) ?? null;

/** The rider's denied cards, in the answer's order. */
export const deniedCards = (states: CardStates | null): readonly CardState[] =>
  states?.cards.filter((card) => card.standing === 'denied') ?? [];
