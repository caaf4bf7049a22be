import type { AxiosInstance, AxiosResponse } from 'axios';
import type { ReadSignal } from '../../../core/shared/read-signal';
import { ServiceFailure } from '../../../core/shared/service-failure';
import type { SaveAnswer, SettlementRecord, Settlements } from '../../../core/settlement/settlements';
import type { Money } from '../../../core/travels/money';
import { isRecord, parseJsonBody } from '../client/answer-body';
import { getAnswer, READ_AS_TEXT } from '../client/api-call';
import { failureFromStatus, toServiceFailure } from '../client/to-service-failure';
import { money, payloadOf } from './travel-fields';

/** The provider's name in the payments/save call: a fixed label (spec 7.2). */
export const GATEWAY = 'SIA_VPOS';

const segment = (value: string | number) => encodeURIComponent(String(value));

/** The failed summaries and the record of a settlement, at the operations API (spec 7.2). */
export class HttpSettlements implements Settlements {
  constructor(
    private readonly http: AxiosInstance,
    private readonly operatorKey: string,
  ) {}

  failedSummaries(aliasPans: readonly string[], signal?: ReadSignal): Promise<Money[]> {
    // {param}: the rider's alias_pans, each followed by "/", as the other operations calls pass them (decisions.md).
    const path = `/payments/get_failed_summaries/${segment(this.operatorKey)}/0/0/${aliasPans.map((alias) => `${segment(alias)}/`).join('')}`;
    return getAnswer(
      this.http,
      path,
      (body) => payloadOf(body, (item) => (isRecord(item) ? money(item.total_amount, item.currencies_code) : null)),
      signal,
    );
  }

  async save(record: SettlementRecord): Promise<SaveAnswer> {
    const path = `/payments/save/${segment(this.operatorKey)}/1/0/${GATEWAY}/${segment(record.transactionId)}/${segment(record.orderId)}/${segment(record.currency)}/${record.amount}/${record.success}/${segment(record.message)}/`;
    let response: AxiosResponse;
    try {
      response = await this.http.get(path, READ_AS_TEXT);
    } catch (error) {
      throw toServiceFailure(error);
    }
    if (response.status === 409) return { kind: 'unconfirmed' };
    if (response.status >= 300) throw failureFromStatus(response.status, response.data);
    const body = parseJsonBody(response.data)?.value;
    const payload = isRecord(body) && isRecord(body.payload) ? body.payload : null;
    if (!payload || payload.saved !== true || (payload.status !== 'SUCCEEDED' && payload.status !== 'FAILED')) {
      throw new ServiceFailure('malformed', 'unexpected answer from /payments/save');
    }
    // Issue 17: what the payment brought for a debt already settled (cents), when the operator says it.
    const credit = payload.credit;
    if (credit !== undefined && (typeof credit !== 'number' || !Number.isSafeInteger(credit) || credit < 0))
      throw new ServiceFailure('malformed', 'unexpected credit from /payments/save');
    return {
      kind: 'recorded',
      succeeded: payload.status === 'SUCCEEDED',
      ...(credit !== undefined ? { credit } : {}),
    };
  }
}
