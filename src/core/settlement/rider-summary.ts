import { byUpdatedDescending, type BankCard } from '../cards/bank-card';
import type { ReadSignal } from '../shared/read-signal';
import { token, type Token } from '../shared/token';
import { pendingAmountOf, type PendingAmount } from './load-pending-amount';
import type { FailedSummary } from './settlements';

/**
 * The rider's summary for the dashboard, an operator extension (`riderSummary`,
 * docs/contracts.md#ridersummary-the-dashboards-reads-in-one-call): the rider's cards and what each owes, in one answer
 * — the dashboard's card list and the amount owed without the chain of the base API (the card list, then the failed
 * summaries of its cards).
 */
export interface RiderSummary {
  readonly cards: readonly BankCard[];
  /** The failed summaries of the rider's cards, as `payments/get_failed_summaries` answers them. */
  readonly failedSummaries: readonly FailedSummary[];
}

/** The operator's side of the summary: null when it does not offer it (the portal then makes the base API's reads). */
export interface RiderSummaries {
  summary(signal?: ReadSignal): Promise<RiderSummary | null>;
}

export const RiderSummaries: Token<RiderSummaries> = token('RiderSummaries');

/** What the dashboard shows from the summary: the card list (newest change first) and what is owed. */
export interface DashboardSummary {
  readonly cards: BankCard[];
  readonly owed: PendingAmount;
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
    return { cards: [...summary.cards].sort(byUpdatedDescending), owed: pendingAmountOf(summary.failedSummaries) };
  }
}
