import type { AxiosInstance } from 'axios';
import type { CardStates } from '../../../core/card-status/card-state';
import type { CardStatus } from '../../../core/card-status/card-status';
import type { ReadSignal } from '../../../core/shared/read-signal';
import { call } from '../client/api-call';
import { toCardStates } from './card-status-dtos';

/**
 * Card states at the operations API (`GET /card_status/{operatorKey}`, the `cardStatus` extension:
 * docs/contracts.md#cardstatus-a-cards-state-at-the-gates). For an operator that does not offer it, null without a
 * call; a 404 or an answer out of shape is null too (the portal then shows no state).
 */
export class HttpCardStatus implements CardStatus {
  constructor(
    private readonly http: AxiosInstance,
    private readonly operatorKey: string,
    private readonly offered = true,
  ) {}

  async states(signal?: ReadSignal): Promise<CardStates | null> {
    if (!this.offered) return null;
    const found = await call<CardStates | 'none'>(
      this.http,
      { method: 'GET', path: `/card_status/${encodeURIComponent(this.operatorKey)}` },
      { read: (body) => toCardStates(body) ?? 'none', byStatus: { 404: () => 'none' }, ...(signal ? { signal } : {}) },
    );
    return found === 'none' ? null : found;
  }
}
