import type { AxiosInstance } from 'axios';
import type { ReadSignal } from '../../../core/shared/read-signal';
import type { Payment, StatusFilter } from '../../../core/travels/payment';
import type { PaymentInfo } from '../../../core/travels/payment-info';
import type { Ticket } from '../../../core/travels/ticket';
import type { TravelHistory, TravelQuery } from '../../../core/travels/travel-history';
import { call, getAnswer } from '../client/api-call';
import { toPaymentInfo, toPayments, toTickets } from './travel-dtos';

/** limit/offset 0/0: the whole range; the lists page, sort and search it in the browser (docs/behaviour/rules.md#trip-and-payment-queries). */
const WHOLE_RANGE = '0/0';

/** Every alias followed by "/" (docs/behaviour/rules.md#trip-and-payment-queries). */
const aliasSegments = (aliasPans: readonly string[]) =>
  aliasPans.map((alias) => `${encodeURIComponent(alias)}/`).join('');

/** The trips, payments and receipts of the operations API (docs/behaviour/operator-contract.md#operations-api-calls). */
export class HttpTravelHistory implements TravelHistory {
  constructor(
    private readonly http: AxiosInstance,
    private readonly operatorKey: string,
  ) {}

  tickets({ range, aliasPans }: TravelQuery, signal?: ReadSignal): Promise<Ticket[]> {
    const path = `/tickets/get/${this.operator}/${WHOLE_RANGE}/3:desc/${range.from}/${range.to}/${aliasSegments(aliasPans)}`;
    return getAnswer(this.http, path, toTickets, signal);
  }

  payments(
    { range, aliasPans, statuses }: TravelQuery & { readonly statuses: StatusFilter },
    signal?: ReadSignal,
  ): Promise<Payment[]> {
    const flags = `${statuses.succeeded}/${statuses.failed}`;
    const path = `/payments/get/${this.operator}/${WHOLE_RANGE}/4:desc/${flags}/${range.from}/${range.to}/${aliasSegments(aliasPans)}`;
    return getAnswer(this.http, path, toPayments, signal);
  }

  async paymentInfo(shortId: string, signal?: ReadSignal): Promise<PaymentInfo | null> {
    const request = {
      method: 'POST',
      path: '/payments/get_info',
      body: { short_id: shortId },
      headers: { 'api-key': this.operatorKey },
    } as const;
    // 404: a payment the operator does not know (or another operator's).
    const found = await call<PaymentInfo | 'none'>(this.http, request, {
      read: toPaymentInfo,
      byStatus: { 404: () => 'none' },
      ...(signal ? { signal } : {}),
    });
    return found === 'none' ? null : found;
  }

  private get operator(): string {
    return encodeURIComponent(this.operatorKey);
  }
}
