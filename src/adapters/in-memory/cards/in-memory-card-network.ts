import type { BankCard } from '../../../core/cards/bank-card';
import { schemeOf } from '../../../core/cards/card-scheme';
import type { TappedCard } from '../../../core/cards/tapped-card';
import type { Clock } from '../../../core/shared/clock';

/**
 * The operator's cards in memory: cards that tapped at the gates (by PANALIAS) and the cards
 * linked to each account, with the sandbox's rules: one account per card.
 */
export class InMemoryCardNetwork {
  private readonly tapped = new Map<string, TappedCard>();
  private readonly linked: { readonly accountId: number; readonly card: BankCard }[] = [];
  private nextId = 1;

  constructor(private readonly clock: Clock) {}

  /** A card that has tapped: the lookup finds it by its pan_token (the provider's PANALIAS). */
  tap(card: TappedCard): this {
    this.tapped.set(card.aliasPan, card);
    return this;
  }

  /** Links a tapped card to an account, as a registration would. */
  link(accountId: number, card: TappedCard): BankCard {
    this.tap(card);
    const now = this.clock.now();
    const linked: BankCard = {
      id: this.nextId++,
      label: card.label,
      scheme: schemeOf(card.label),
      truncatedPan: card.truncatedPan,
      aliasPan: card.aliasPan,
      aid: null,
      formFactor: card.formFactor,
      created: now,
      updated: now,
    };
    this.linked.push({ accountId, card: linked });
    return linked;
  }

  find(aliasPan: string): TappedCard | null {
    return this.tapped.get(aliasPan) ?? null;
  }

  holderOf(aliasPan: string): number | null {
    return this.linked.find(({ card }) => card.aliasPan === aliasPan)?.accountId ?? null;
  }

  cardsOf(accountId: number): BankCard[] {
    return this.linked.filter((link) => link.accountId === accountId).map(({ card }) => card);
  }

  unlink(cardId: number): void {
    const index = this.linked.findIndex(({ card }) => card.id === cardId);
    if (index >= 0) this.linked.splice(index, 1);
  }
}
