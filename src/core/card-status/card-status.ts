import type { ReadSignal } from '../shared/read-signal';
import { token, type Token } from '../shared/token';
import type { CardStates } from './card-state';

/**
 * The operator's side of card states (the `cardStatus` extension: docs/contracts.md#cardstatus-a-cards-state-at-the-gates):
 * the signed-in rider's cards of the operator.
 */
export interface CardStatus {
  /** The rider's card states; null when the operator does not offer them. */
  states(signal?: ReadSignal): Promise<CardStates | null>;
}

export const CardStatus: Token<CardStatus> = token('CardStatus');
