import type { AxiosInstance } from 'axios';
import type { RiderSummaries, RiderSummary, SummaryWeek } from '../../../core/settlement/rider-summary';
import { isCalendarDay } from '../../../core/shared/calendar-day';
import type { ReadSignal } from '../../../core/shared/read-signal';
import { isRecord } from '../client/answer-body';
import { call } from '../client/api-call';
import { toBankCards } from '../product-api/bank-card-dto';
import { toFailedSummary } from './http-settlements';
import { toTicket } from './travel-dtos';
import { listOf, payloadOf } from './travel-fields';

/** A day of the week's range: YYYY-MM-DD, a day that exists. */
const day = (value: unknown): string | null => (typeof value === 'string' && isCalendarDay(value) ? value : null);

/**
 * `week: {from, to, tickets: [ticket of tickets/get]}` (fareCaps); null when absent or out of shape: a malformed week
 * loses nothing else of the summary, the portal reads the trips itself.
 */
function toWeek(value: unknown): SummaryWeek | null {
  if (!isRecord(value)) return null;
  const from = day(value.from);
  const to = day(value.to);
  const tickets = listOf(value.tickets, toTicket);
  return from && to && from <= to && tickets ? { range: { from, to }, tickets } : null;
}

/**
 * `{payload: {cards: [bank card], failed_summaries: [{alias_pan, total_amount, count?}], week?}}`; null out of shape
 * (the cards or the failed summaries: a week out of shape is left out).
 */
function toRiderSummary(body: unknown): RiderSummary | null {
  const payload = isRecord(body) && isRecord(body.payload) ? body.payload : null;
  if (!payload) return null;
  const cards = toBankCards(payload.cards);
  const failedSummaries = payloadOf({ payload: payload.failed_summaries }, toFailedSummary);
  if (!cards || !failedSummaries) return null;
  const week = toWeek(payload.week);
  return week ? { cards, failedSummaries, week } : { cards, failedSummaries };
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
