import type { AxiosInstance } from 'axios';
import type { ReadSignal } from '../../../core/shared/read-signal';
import type { FailedSummary, SaveAnswer, SettlementRecord, Settlements } from '../../../core/settlement/settlements';
import { isRecord } from '../client/answer-body';
import { call, getAnswer } from '../client/api-call';
import { money, payloadOf } from './travel-fields';

/** The provider's name in the payments/save call: a fixed label (docs/behaviour/rules.md#settlement). */
export const GATEWAY = 'SIA_VPOS';

const UNCONFIRMED = (): SaveAnswer => ({ kind: 'unconfirmed' });

/**
 * `{payload:{saved:true, status:"SUCCEEDED"|"FAILED", credit?}}`: the outcome the operator verified and,
 * an extension, what the payment brought for a debt already settled (cents); null otherwise.
 */
function toSaveAnswer(body: unknown): SaveAnswer | null {
  const payload = isRecord(body) && isRecord(body.payload) ? body.payload : null;
  if (!payload || payload.saved !== true || (payload.status !== 'SUCCEEDED' && payload.status !== 'FAILED'))
    return null;
  const credit = payload.credit;
  if (credit !== undefined && (typeof credit !== 'number' || !Number.isSafeInteger(credit) || credit < 0)) return null;
  return { kind: 'recorded', succeeded: payload.status === 'SUCCEEDED', ...(credit !== undefined ? { credit } : {}) };
}

const segment = (value: string | number) => encodeURIComponent(String(value));

/**
 * `{total_amount, currencies_code?, count?}`: what one card owes and, an extension, how many payments
 * (a whole number of at least one when said); null otherwise.
 */
export function toFailedSummary(item: unknown): FailedSummary | null {
  if (!isRecord(item)) return null;
  const owed = money(item.total_amount, item.currencies_code);
  const count = item.count;
  if (!owed) return null;
  if (count === undefined || count === null) return owed;
  return typeof count === 'number' && Number.isSafeInteger(count) && count > 0 ? { ...owed, count } : null;
}

/** The failed summaries and the record of a settlement, at the operations API (docs/behaviour/rules.md#settlement). */
export class HttpSettlements implements Settlements {
  constructor(
    private readonly http: AxiosInstance,
    private readonly operatorKey: string,
  ) {}

  failedSummaries(aliasPans: readonly string[], signal?: ReadSignal): Promise<FailedSummary[]> {
    // {param}: the rider's alias_pans, each followed by "/", as the other operations calls pass them (docs/behaviour/rules.md#trip-and-payment-queries).
    const path = `/payments/get_failed_summaries/${segment(this.operatorKey)}/0/0/${aliasPans.map((alias) => `${segment(alias)}/`).join('')}`;
    return getAnswer(this.http, path, (body) => payloadOf(body, toFailedSummary), signal);
  }

  async save(record: SettlementRecord): Promise<SaveAnswer> {
    const path = `/payments/save/${segment(this.operatorKey)}/1/0/${GATEWAY}/${segment(record.transactionId)}/${segment(record.orderId)}/${segment(record.currency)}/${record.amount}/${record.success}/${segment(record.message)}/`;
    // 409: the provider has not confirmed the payment the browser reports.
    return call<SaveAnswer>(this.http, { method: 'GET', path }, { read: toSaveAnswer, byStatus: { 409: UNCONFIRMED } });
  }
}
