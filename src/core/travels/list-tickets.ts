import type { BankCards } from '../cards/bank-cards';
import type { ReadSignal } from '../shared/read-signal';
import type { StoredSession } from '../session/stored-session';
import type { DateRange } from './date-range';
import { riderAliasPans } from './rider-cards';
import { byValidFromDescending, type Ticket } from './ticket';
import type { TravelHistory } from './travel-history';

/** The signed-in rider's trips over a range, on every card, latest first (spec 2.9). */
export class ListTickets {
  constructor(
    private readonly history: TravelHistory,
    private readonly cards: BankCards,
    private readonly session: StoredSession,
  ) {}

  async execute(range: DateRange, signal?: ReadSignal): Promise<Ticket[]> {
    const aliasPans = await riderAliasPans(this.cards, this.session, signal);
    if (aliasPans.length === 0) return [];
    const tickets = await this.history.tickets({ range, aliasPans }, signal);
    return [...tickets].sort(byValidFromDescending);
  }
}
