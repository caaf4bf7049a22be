import type { AxiosInstance, AxiosResponse } from 'axios';
import type { BankCard } from '../../../core/cards/bank-card';
import type { AddCardAnswer, BankCards } from '../../../core/cards/bank-cards';
import type { TappedCard } from '../../../core/cards/tapped-card';
import type { AbortSignalLike } from '../../../core/shared/abort-signal-like';
import { callApi, READ_AS_TEXT } from '../client/call-api';
import { failureFromStatus, toServiceFailure } from '../client/to-service-failure';
import { toAddCardAnswer, toBankCards, toLookupCardDto } from './bank-card-dto';

/** BankCards over the product API (spec 7.1 bank_cards/get, add, remove). */
export class HttpBankCards implements BankCards {
  constructor(private readonly http: AxiosInstance) {}

  list(accountId: number, signal?: AbortSignalLike): Promise<BankCard[]> {
    const config = { ...READ_AS_TEXT, signal: signal as AbortSignal | undefined };
    return callApi('/bank_cards/get', () => this.http.post('/bank_cards/get', { accounts_id: accountId }, config), toBankCards);
  }

  add(card: TappedCard, accountId: number): Promise<AddCardAnswer> {
    const body = { bank_card: toLookupCardDto(card), accounts_id: accountId };
    return callApi('/bank_cards/add', () => this.http.post('/bank_cards/add', body, READ_AS_TEXT), toAddCardAnswer);
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
