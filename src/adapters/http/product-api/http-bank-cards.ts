import type { AxiosInstance } from 'axios';
import type { BankCard } from '../../../core/cards/bank-card';
import type { AddCardAnswer, BankCards } from '../../../core/cards/bank-cards';
import type { TappedCard } from '../../../core/cards/tapped-card';
import type { ReadSignal } from '../../../core/shared/read-signal';
import { call, postAnswer } from '../client/api-call';
import { toAddCardAnswer, toBankCards, toLookupCardDto } from './bank-card-dto';

/** BankCards over the product API (docs/behaviour/operator-contract.md#product-api-calls: bank_cards/get, add, remove). */
export class HttpBankCards implements BankCards {
  constructor(private readonly http: AxiosInstance) {}

  list(accountId: number, signal?: ReadSignal): Promise<BankCard[]> {
    return postAnswer(this.http, '/bank_cards/get', { accounts_id: accountId }, toBankCards, signal);
  }

  add(card: TappedCard, accountId: number): Promise<AddCardAnswer> {
    const body = { bank_card: toLookupCardDto(card), accounts_id: accountId };
    return postAnswer(this.http, '/bank_cards/add', body, toAddCardAnswer);
  }

  async remove(cardId: number): Promise<void> {
    // The spec does not show the answer: any 2xx, whatever its body, is a removal.
    const request = { method: 'POST', path: '/bank_cards/remove', body: { bank_cards_id: cardId } } as const;
    await call(this.http, request, { read: () => null, byStatus: { '2xx': () => true } });
  }
}
