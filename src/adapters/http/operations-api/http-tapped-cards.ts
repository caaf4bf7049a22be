import type { AxiosInstance } from 'axios';
import type { TappedCard } from '../../../core/cards/tapped-card';
import type { TappedCards } from '../../../core/cards/tapped-cards';
import { getAnswer } from '../client/api-call';
import { toLookupAnswer } from './tapped-card-dto';

/**
 * The card lookup of the operations API (docs/behaviour/operator-contract.md#operations-api-calls):
 * `GET {oms}/bank_cards/get/{operatorKey}///{token}/{pan_token}/{par}`, here by pan_token alone
 * (the provider's PANALIAS), the other values `null` as one variant of the client does.
 */
export class HttpTappedCards implements TappedCards {
  constructor(
    private readonly http: AxiosInstance,
    private readonly operatorKey: string,
  ) {}

  async find(aliasPan: string): Promise<TappedCard | null> {
    const path = `/bank_cards/get/${encodeURIComponent(this.operatorKey)}///null/${encodeURIComponent(aliasPan)}/null`;
    const found = await getAnswer(this.http, path, toLookupAnswer);
    return found === 'none' ? null : found;
  }
}
