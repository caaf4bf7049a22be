import type { AxiosInstance } from 'axios';
import type { RiderSummaries, RiderSummary } from '../../../core/settlement/rider-summary';
import type { ReadSignal } from '../../../core/shared/read-signal';
import { isRecord } from '../client/answer-body';
import { call } from '../client/api-call';
import { toBankCards } from '../product-api/bank-card-dto';
import { toFailedSummary } from './http-settlements';
import { payloadOf } from './travel-fields';

/** `{payload: {cards: [bank card], failed_summaries: [{alias_pan, total_amount, count?}]}}`; null out of shape. */
function toRiderSummary(body: unknown): RiderSummary | null {
  const payload = isRecord(body) && isRecord(body.payload) ? body.payload : null;
  if (!payload) return null;
  const cards = toBankCards(payload.cards);
  const failedSummaries = payloadOf({ payload: payload.failed_summaries }, toFailedSummary);
  return cards && failedSummaries ? { cards, failedSummaries } : null;
}

/**
 * The rider's summary at the operations API (`GET /rider_summary/{operatorKey}`, the `riderSummary` extension:
 * docs/contracts.md#ridersummary-the-dashboards-reads-in-one-call). For an operator that does not offer it, null without
 * a call; a 404 is null too (the portal then makes the base API's reads, with no error). An answer out of shape fails as
 * any read does.
 */
export class HttpRiderSummaries implements RiderSummaries {
  constructor(
    private readonly http: AxiosInstance,
    private readonly operatorKey: string,
    private readonly offered = true,
  ) {}

  async summary(signal?: ReadSignal): Promise<RiderSummary | null> {
    if (!this.offered) return null;
    const found = await call<RiderSummary | 'none'>(
      this.http,
      { method: 'GET', path: `/rider_summary/${encodeURIComponent(this.operatorKey)}` },
      { read: toRiderSummary, byStatus: { 404: () => 'none' }, ...(signal ? { signal } : {}) },
    );
    return found === 'none' ? null : found;
  }
}
