import type { BankCards } from '../cards/bank-cards';
import type { ReadSignal } from '../shared/read-signal';
import type { StoredSession } from '../session/stored-session';
import { DEFAULT_CURRENCY, type Money } from '../travels/money';
import { riderAliasPans } from '../travels/rider-cards';
import type { Settlements } from './settlements';

/** What the rider owes: the total of the failed payment summaries (spec 2.7), in cents. */
export class LoadPendingAmount {
  constructor(
    private readonly settlements: Settlements,
    private readonly cards: BankCards,
    private readonly session: StoredSession,
  ) {}

  async execute(signal?: ReadSignal): Promise<Money> {
    const aliasPans = await riderAliasPans(this.cards, this.session, signal);
    if (aliasPans.length === 0) return { minor: 0, currency: DEFAULT_CURRENCY };
    const summaries = await this.settlements.failedSummaries(aliasPans, signal);
    return {
      minor: summaries.reduce((sum, summary) => sum + summary.minor, 0),
      currency: summaries[0]?.currency ?? DEFAULT_CURRENCY,
    };
  }
}
