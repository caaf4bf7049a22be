import { byUpdatedDescending, type BankCard } from '../cards/bank-card';
import type { ReadSignal } from '../shared/read-signal';
import { token, type Token } from '../shared/token';
import type { DateRange } from '../travels/date-range';
import { latestFirst } from '../travels/list-tickets';
import type { Ticket } from '../travels/ticket';
import { pendingAmountOf, type PendingAmount } from './load-pending-amount';
import type { FailedSummary } from './settlements';

/**
 * This week's trips of the rider's cards, in the summary of an operator offering fareCaps: the days `range` names
 * (today − 6 to today in the operator's zone), the trips as `tickets/get` answers them for that range.
 */
export interface SummaryWeek {
  readonly range: DateRange;
  readonly tickets: readonly Ticket[];
}

/**
 * The rider's summary for the dashboard, an operator extension (`riderSummary`,
 * docs/contracts.md#ridersummary-the-dashboards-reads-in-one-call): the rider's cards and what each owes, in one answer
 * — the dashboard's card list and the amount owed without the chain of the base API (the card list, then the failed
 * summaries of its cards) —, and this week's trips where the operator sends them (no wait for the cards to read them).
 */
export interface RiderSummary {
  readonly cards: readonly BankCard[];
  /** The failed summaries of the rider's cards, as `payments/get_failed_summaries` answers them. */
  readonly failedSummaries: readonly FailedSummary[];
  /** Absent when the operator does not send it, or sent it out of shape (the portal then reads the trips itself). */
  readonly week?: SummaryWeek;
}

/** The operator's side of the summary: null when it does not offer it (the portal then makes the base API's reads). */
export interface RiderSummaries {
  summary(signal?: ReadSignal): Promise<RiderSummary | null>;
}

export const RiderSummaries: Token<RiderSummaries> = token('RiderSummaries');

/** What the dashboard shows from the summary: the card list (newest change first), what is owed, this week's trips. */
export interface DashboardSummary {
  readonly cards: BankCard[];
  readonly owed: PendingAmount;
  /** This week's trips latest first, as `ListTickets` answers them for the week's range; absent when not sent. */
  readonly week?: { readonly range: DateRange; readonly tickets: Ticket[] };
}

/**
 * The dashboard's card list and what the rider owes in one read, where the operator offers it; null otherwise. What is
 * owed follows the same rule as `LoadPendingAmount` (docs/behaviour/rules.md#settlement).
 */
export class LoadRiderSummary {
  constructor(private readonly summaries: RiderSummaries) {}

  async execute(signal?: ReadSignal): Promise<DashboardSummary | null> {
    const summary = await this.summaries.summary(signal);
    if (!summary) return null;
    const cards = [...summary.cards].sort(byUpdatedDescending);
    const owed = pendingAmountOf(summary.failedSummaries);
    const week = summary.week;
    return week ? { cards, owed, week: { range: week.range, tickets: latestFirst(week.tickets) } } : { cards, owed };
  }
}
