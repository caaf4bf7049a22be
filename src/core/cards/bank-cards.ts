import type { ReadSignal } from '../shared/read-signal';
import type { BankCard } from './bank-card';
import type { TappedCard } from './tapped-card';
import { token, type Token } from '../shared/token';

/** What adding a tapped card to the account answered. */
export type AddCardAnswer =
  | { readonly kind: 'added'; readonly cards: readonly BankCard[] }
  | { readonly kind: 'already-added' }
  /** The card is linked to another rider's account: it cannot be added here. */
  | { readonly kind: 'linked-elsewhere' };

/** The rider's registered bank cards, at the operator's product API (docs/behaviour/operator-contract.md#product-api-calls). */
export interface BankCards {
  list(accountId: number, signal?: ReadSignal): Promise<BankCard[]>;
  add(card: TappedCard, accountId: number): Promise<AddCardAnswer>;
  /** Removes the card and, with it, its trips and payments (docs/behaviour/rules.md#card-removal). */
  remove(cardId: number): Promise<void>;
}

export const BankCards: Token<BankCards> = token('BankCards');
