import type { AxiosInstance, AxiosResponse } from 'axios';
import type { BankCard } from '../../../core/cards/bank-card';
import type { AddCardAnswer, BankCards } from '../../../core/cards/bank-cards';
import type { TappedCard } from '../../../core/cards/tapped-card';
import type { ReadSignal } from '../../../core/shared/read-signal';
import { postAnswer, READ_AS_TEXT } from '../client/api-call';
import { failureFromStatus, toServiceFailure } from '../client/to-service-failure';
import { toAddCardAnswer, toBankCards, toLookupCardDto } from './bank-card-dto';

/** BankCards over the product API (spec 7.1 bank_cards/get, add, remove). */
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
    let response: AxiosResponse;
    try {
      response = await this.http.post('/bank_cards/remove', { bank_cards_id: cardId }, READ_AS_TEXT);
    } catch (error) {
      throw toServiceFailure(error);
    }
    if (response.status >= 300) throw failureFromStatus(response.status, response.data);
  }
}
