import type { AddCardAnswer, BankCards } from '../../../core/cards/bank-cards';
import type { BankCard } from '../../../core/cards/bank-card';
import type { TappedCard } from '../../../core/cards/tapped-card';
import type { InMemoryCardNetwork } from './in-memory-card-network';

/** BankCards over the in-memory card network. */
export class InMemoryBankCards implements BankCards {
  /** How many times a card list was asked for, as the operator would count the requests. */
  listed = 0;

  constructor(private readonly network: InMemoryCardNetwork) {}

  async list(accountId: number): Promise<BankCard[]> {
    this.listed += 1;
    return this.network.cardsOf(accountId);
  }

  async add(card: TappedCard, accountId: number): Promise<AddCardAnswer> {
    const holder = this.network.holderOf(card.aliasPan);
    if (holder === accountId) return { kind: 'already-added' };
    if (holder !== null) return { kind: 'linked-elsewhere' };
    this.network.link(accountId, card);
    return { kind: 'added', cards: this.network.cardsOf(accountId) };
  }

  async remove(cardId: number): Promise<void> {
    this.network.unlink(cardId);
  }
}
