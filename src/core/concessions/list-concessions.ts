import type { Clock } from '../shared/clock';
import type { ReadSignal } from '../shared/read-signal';
import { dayInZone } from '../travels/journey-days';
import type { ConcessionOffer, ConcessionsView, RiderConcession } from './concession';
import { concessionState, type ConcessionState } from './concession-state';
import type { Concessions } from './concessions';

/** A rider's concession with its offer (absent when the operator withdrew it) and where it stands today. */
export interface ConcessionStanding {
  readonly concession: RiderConcession;
  readonly offer: ConcessionOffer | undefined;
  readonly state: ConcessionState;
}

export interface ConcessionsPage {
  readonly view: ConcessionsView;
  readonly standings: readonly ConcessionStanding[];
  /** How many more cards may carry a concession. */
  readonly cardsLeft: number;
}

/** The operator's concessions and the rider's, each with where it stands today in the operator's zone; null when not offered. */
export class ListConcessions {
  constructor(
    private readonly concessions: Concessions,
    private readonly clock: Clock,
  ) {}

  async execute(operatorZone: string, signal?: ReadSignal): Promise<ConcessionsPage | null> {
    const view = await this.concessions.view(signal);
    if (!view) return null;
    const today = dayInZone(this.clock.now(), operatorZone);
    const standings = view.concessions.map((concession) => ({
      concession,
      offer: view.offers.find((offer) => offer.key === concession.key),
      state: concessionState(concession, today, view.renewalDays),
    }));
    const linked = view.concessions.reduce((sum, concession) => sum + concession.cards.length, 0);
    return { view, standings, cardsLeft: Math.max(0, view.maxCards - linked) };
  }
}
