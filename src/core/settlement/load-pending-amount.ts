import type { ReadSignal } from '../shared/read-signal';
import { sumMoney, type MoneySum } from '../travels/money';
import type { Settlements } from './settlements';

/**
 * What the rider owes: the total of the failed payment summaries of the given cards (docs/behaviour/rules.md#settlement), in
 * cents — or, when they are in different currencies, those currencies: they are not added up (nor
 * settled at once). The caller passes the alias pans of the rider's cards it already holds.
 */
export class LoadPendingAmount {
  constructor(private readonly settlements: Settlements) {}

  async execute(aliasPans: readonly string[], signal?: ReadSignal): Promise<MoneySum> {
    if (aliasPans.length === 0) return sumMoney([]);
    return sumMoney(await this.settlements.failedSummaries(aliasPans, signal));
  }
}
