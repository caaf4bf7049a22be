import type { BankCards } from '../cards/bank-cards';
import type { ReadSignal } from '../shared/read-signal';
import type { StoredSession } from '../session/stored-session';
import { sumMoney, type MoneySum } from '../travels/money';
import { riderAliasPans } from '../travels/rider-cards';
import type { Settlements } from './settlements';

/**
 * What the rider owes: the total of the failed payment summaries (spec 2.7), in cents — or, when
 * they are in different currencies, those currencies: they are not added up (nor settled at once).
 */
export class LoadPendingAmount {
  constructor(
    private readonly settlements: Settlements,
    private readonly cards: BankCards,
    private readonly session: StoredSession,
  ) {}

  async execute(signal?: ReadSignal): Promise<MoneySum> {
    const aliasPans = await riderAliasPans(this.cards, this.session, signal);
    if (aliasPans.length === 0) return sumMoney([]);
    return sumMoney(await this.settlements.failedSummaries(aliasPans, signal));
  }
}
