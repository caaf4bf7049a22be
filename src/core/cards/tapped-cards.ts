import type { TappedCard } from './tapped-card';
import { token, type Token } from '../shared/token';

/** The operations side's lookup of a tokenised card (docs/behaviour/rules.md#card-registration): null for a card that never tapped. */
export interface TappedCards {
  find(aliasPan: string): Promise<TappedCard | null>;
}

export const TappedCards: Token<TappedCards> = token('TappedCards');
