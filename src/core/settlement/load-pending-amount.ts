import type { ReadSignal } from '../shared/read-signal';
import { sumMoney, type MoneySum } from '../travels/money';
import type { FailedSummary, Settlements } from './settlements';

/**
 * What the rider owes, and how many failed payments it is when the operator says so for every summary
 * (docs/behaviour/rules.md#settlement): absent otherwise, never guessed.
 */
export type PendingAmount = MoneySum & { readonly count?: number };

/** What the rider owes from the operator's failed summaries: their sum, and their count when every one says it. */
export function pendingAmountOf(summaries: readonly FailedSummary[]): PendingAmount {
  return { ...sumMoney(summaries), ...countOf(summaries) };
}

function countOf(summaries: readonly FailedSummary[]): { count?: number } {
  let count = 0;
  for (const summary of summaries) {
    if (summary.count === undefined) return {};
    count += summary.count;
  }
  return { count };
}

/**
 * What the rider owes: the total of the failed payment summaries of the given cards (docs/behaviour/rules.md#settlement), in
 * cents — or, when they are in different currencies, those currencies: they are not added up (nor
 * settled at once). The caller passes the alias pans of the rider's cards it already holds.
 */
export class LoadPendingAmount {
  constructor(private readonly settlements: Settlements) {}

  async execute(aliasPans: readonly string[], signal?: ReadSignal): Promise<PendingAmount> {
    if (aliasPans.length === 0) return { ...sumMoney([]), count: 0 };
    return pendingAmountOf(await this.settlements.failedSummaries(aliasPans, signal));
  }
}
