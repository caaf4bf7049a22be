import { ServiceFailure } from '../shared/service-failure';
import type { StoredSession } from '../session/stored-session';
import type { BankCards } from './bank-cards';
import type { ProviderAnswer, ProviderResult } from './provider-answer';
import type { TappedCards } from './tapped-cards';

/** How registering a card ended (docs/behaviour/rules.md#card-registration). */
export type AddBankCardOutcome =
  /** The provider refused the card: its result code's message, nothing added. */
  | { readonly kind: 'declined'; readonly result: ProviderResult }
  /** The card never tapped at the gates: nothing to link yet (spec: 'Previously unused bank card'). */
  | { readonly kind: 'unused'; readonly panTail: string | null }
  | { readonly kind: 'already-added'; readonly truncatedPan: string }
  | { readonly kind: 'succeeded'; readonly truncatedPan: string }
  /** Another rider's account holds this card. */
  | { readonly kind: 'linked-elsewhere'; readonly truncatedPan: string }
  /** A success without the card's alias: the return URL was cut or altered. */
  | { readonly kind: 'malformed' };

/** Links the card the provider just tokenised to the rider's account (docs/behaviour/rules.md#card-registration). */
export class AddBankCard {
  constructor(
    private readonly tapped: TappedCards,
    private readonly cards: BankCards,
    private readonly session: StoredSession,
  ) {}

  async execute(answer: ProviderAnswer): Promise<AddBankCardOutcome> {
    if (answer.result !== 'success') return { kind: 'declined', result: answer.result };
    if (!answer.aliasPan) return { kind: 'malformed' };
    const account = this.session.account();
    if (!account) throw new ServiceFailure('unauthorized');
    const card = await this.tapped.find(answer.aliasPan);
    if (!card) return { kind: 'unused', panTail: answer.panTail };
    const added = await this.cards.add(card, account.id);
    const { truncatedPan } = card;
    if (added.kind === 'already-added') return { kind: 'already-added', truncatedPan };
    if (added.kind === 'linked-elsewhere') return { kind: 'linked-elsewhere', truncatedPan };
    return { kind: 'succeeded', truncatedPan };
  }
}
