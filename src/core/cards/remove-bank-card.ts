import type { BankCards } from './bank-cards';

/** Removes a card from the account, and with it its trips and payments (docs/behaviour/rules.md#card-removal). */
export class RemoveBankCard {
  constructor(private readonly cards: BankCards) {}

  execute(cardId: number): Promise<void> {
    return this.cards.remove(cardId);
  }
}
