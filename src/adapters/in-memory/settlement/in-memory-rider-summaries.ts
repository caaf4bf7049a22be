import type { StoredSession } from '../../../core/session/stored-session';
import type { RiderSummaries, RiderSummary } from '../../../core/settlement/rider-summary';
import type { Settlements } from '../../../core/settlement/settlements';
import type { ReadSignal } from '../../../core/shared/read-signal';
import { ServiceFailure } from '../../../core/shared/service-failure';
import type { InMemoryCardNetwork } from '../cards/in-memory-card-network';

/**
 * The rider's summary (riderSummary) over the in-memory card network and settlements, as the sandbox answers it: the
 * session's cards and their failed summaries; none for an operator that does not offer it.
 */
export class InMemoryRiderSummaries implements RiderSummaries {
  /** How many summaries were asked for, as the operator would count the requests. */
  read = 0;

  constructor(
    private readonly network: InMemoryCardNetwork,
    private readonly settlements: Settlements,
    private readonly session: StoredSession,
    private readonly offered = true,
  ) {}

  async summary(signal?: ReadSignal): Promise<RiderSummary | null> {
    if (!this.offered) return null;
    const account = this.session.account();
    if (!account) throw new ServiceFailure('unauthorized');
    this.read += 1;
    const cards = this.network.cardsOf(account.id);
    const aliasPans = cards.map((card) => card.aliasPan);
    const failedSummaries = aliasPans.length === 0 ? [] : await this.settlements.failedSummaries(aliasPans, signal);
    return { cards, failedSummaries };
  }
}
