import type { ReadSignal } from '../shared/read-signal';
import { DEFAULT_CURRENCY, type Money } from '../travels/money';
import type { Settlements } from './settlements';

/**
 * What the rider owes: the total of the failed payment summaries of the given cards (spec 2.7), in
 * cents. The caller passes the alias pans of the rider's cards it already holds.
 */
export class LoadPendingAmount {
  constructor(private readonly settlements: Settlements) {}

  async execute(aliasPans: readonly string[], signal?: ReadSignal): Promise<Money> {
    if (aliasPans.length === 0) return { minor: 0, currency: DEFAULT_CURRENCY };
    const summaries = await this.settlements.failedSummaries(aliasPans, signal);
    return {
      minor: summaries.reduce((sum, summary) => sum + summary.minor, 0),
      currency: summaries[0]?.currency ?? DEFAULT_CURRENCY,
    };
  }
}
