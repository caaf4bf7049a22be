import type { AxiosInstance, AxiosResponse } from 'axios';
import type { ReadSignal } from '../../../core/shared/read-signal';
import { ServiceFailure } from '../../../core/shared/service-failure';
import type { Payment, StatusFilter } from '../../../core/travels/payment';
import type { PaymentInfo } from '../../../core/travels/payment-info';
import type { Ticket } from '../../../core/travels/ticket';
import type { TravelHistory, TravelQuery } from '../../../core/travels/travel-history';
import { parseJsonBody } from '../client/answer-body';
import { abortReason, getAnswer, READ_AS_TEXT } from '../client/api-call';
import { failureFromStatus, toServiceFailure } from '../client/to-service-failure';
import { toPaymentInfo, toPayments, toTickets } from './travel-dtos';

/** limit/offset 0/0: the whole range; the lists page, sort and search it in the browser (decisions 7.2). */
const WHOLE_RANGE = '0/0';

/** Every alias followed by "/" (spec 7.2). */
const aliasSegments = (aliasPans: readonly string[]) =>
  aliasPans.map((alias) => `${encodeURIComponent(alias)}/`).join('');

/** The trips, payments and receipts of the operations API (spec 7.2). */
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
    let response: AxiosResponse;
    try {
      response = await this.http.post(
        '/payments/get_info',
        { short_id: shortId },
        { ...READ_AS_TEXT, headers: { 'api-key': this.operatorKey }, ...(signal ? { signal } : {}) },
      );
    } catch (error) {
      if (signal?.aborted) throw abortReason(signal);
      throw toServiceFailure(error);
    }
    if (response.status === 404) return null;
    if (response.status >= 300) throw failureFromStatus(response.status, response.data);
    const body = parseJsonBody(response.data);
    const info = body === null ? null : toPaymentInfo(body.value);
    if (!info) throw new ServiceFailure('malformed', 'unexpected answer from /payments/get_info');
    return info;
  }

  private get operator(): string {
    return encodeURIComponent(this.operatorKey);
  }
}
