import type { TappedCard } from '../../../core/cards/tapped-card';
import type { TappedCards } from '../../../core/cards/tapped-cards';
import type { InMemoryCardNetwork } from './in-memory-card-network';

/** TappedCards over the in-memory card network. */
export class InMemoryTappedCards implements TappedCards {
  constructor(private readonly network: InMemoryCardNetwork) {}

  async find(aliasPan: string): Promise<TappedCard | null> {
    return this.network.find(aliasPan);
  }
}
