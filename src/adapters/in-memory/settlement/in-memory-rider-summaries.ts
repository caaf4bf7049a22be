import type { StoredSession } from '../../../core/session/stored-session';
import type { RiderSummaries, RiderSummary, SummaryWeek } from '../../../core/settlement/rider-summary';
import type { Settlements } from '../../../core/settlement/settlements';
import { addDays } from '../../../core/shared/calendar-day';
import type { Clock } from '../../../core/shared/clock';
import type { ReadSignal } from '../../../core/shared/read-signal';
import { ServiceFailure } from '../../../core/shared/service-failure';
import { dayInZone } from '../../../core/travels/journey-days';
import type { InMemoryCardNetwork } from '../cards/in-memory-card-network';
import type { InMemoryTravelLedger } from '../travels/in-memory-travel-ledger';

/** Where this week's trips come from, for an operator offering fareCaps: its ledger, on its clock's today. */
export interface SummaryWeekSource {
  readonly ledger: InMemoryTravelLedger;
  readonly clock: Clock;
}

/**
 * The rider's summary (riderSummary) over the in-memory card network and settlements, as the sandbox answers it: the
 * session's cards and their failed summaries, and this week's trips from the ledger when given one (an operator
 * offering fareCaps); none for an operator that does not offer it.
 */
export class InMemoryRiderSummaries implements RiderSummaries {
  /** How many summaries were asked for, as the operator would count the requests. */
  read = 0;

  constructor(
    private readonly network: InMemoryCardNetwork,
    private readonly settlements: Settlements,
    private readonly session: StoredSession,
    private readonly offered = true,
    private readonly weekSource: SummaryWeekSource | null = null,
  ) {}

  async summary(signal?: ReadSignal): Promise<RiderSummary | null> {
    if (!this.offered) return null;
    const account = this.session.account();
    if (!account) throw new ServiceFailure('unauthorized');
    this.read += 1;
    const cards = this.network.cardsOf(account.id);
    const aliasPans = cards.map((card) => card.aliasPan);
    const failedSummaries = aliasPans.length === 0 ? [] : await this.settlements.failedSummaries(aliasPans, signal);
    const week = this.week(aliasPans);
    return week ? { cards, failedSummaries, week } : { cards, failedSummaries };
  }

  /** Today − 6 to today in the ledger's zone, the trips of those cards as the ledger lists them for tickets/get. */
  private week(aliasPans: readonly string[]): SummaryWeek | null {
    if (!this.weekSource) return null;
    const { ledger, clock } = this.weekSource;
    const today = dayInZone(clock.now(), ledger.timeZone);
    const range = { from: addDays(today, -6), to: today };
    return { range, tickets: ledger.tickets(aliasPans, range) };
  }
}
