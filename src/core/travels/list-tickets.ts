import type { ReadSignal } from '../shared/read-signal';
import { byValidFromDescending, type Ticket } from './ticket';
import type { TravelHistory, TravelQuery } from './travel-history';

/**
 * The rider's trips over a range on the given cards, latest first (docs/behaviour/rules.md#date-ranges). The caller passes the
 * alias pans of the rider's cards it already holds (the UI's cached card list): no hidden card read.
 */
export class ListTickets {
  constructor(private readonly history: TravelHistory) {}

  async execute(query: TravelQuery, signal?: ReadSignal): Promise<Ticket[]> {
    if (query.aliasPans.length === 0) return [];
    return latestFirst(await this.history.tickets(query, signal));
  }
}

/** A range's trips as the portal lists them: latest first (a copy; the operator's order is not relied on). */
export const latestFirst = (tickets: readonly Ticket[]): Ticket[] => [...tickets].sort(byValidFromDescending);
