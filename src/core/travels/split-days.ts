import type { CalendarDay } from '../shared/calendar-day';
import { cardKey } from './cap-progress';
import type { FareCaps } from './fare-rules';
import type { Money } from './money';
import type { Ticket } from './ticket';
import type { TravelCard } from './travel-card';

/** A day whose trips were split between a plastic card and a phone wallet, each capped on its own. */
export interface SplitDay {
  readonly day: CalendarDay;
  readonly cards: readonly TravelCard[];
  /** What the day's trips cost on the cards they were made with. */
  readonly charged: Money;
  /** What the split cost at least beyond the same trips on one card (under the daily cap alone). */
  readonly extra: Money;
}

/**
 * The days a rider's trips were split between a plastic card and a phone wallet and so cost more: the caps count per
 * card or device (docs/contracts.md#farecaps-capped-fares-and-the-operators-fare-rules). The trips do not say which
 * wallet was made from which card: any plastic card with any phone wallet on one day counts. Latest day first.
 */
export function splitDays(
  tickets: readonly Ticket[],
  caps: FareCaps,
  dayOf: (instant: Date) => CalendarDay,
): SplitDay[] {
  const days = new Map<CalendarDay, Ticket[]>();
  for (const ticket of tickets) {
    if (ticket.amount.currency !== caps.dailyCap.currency) continue;
    const day = dayOf(ticket.validFrom);
    days.set(day, [...(days.get(day) ?? []), ticket]);
  }
  const split: SplitDay[] = [];
  for (const [day, trips] of days) {
    const cards = new Map(trips.map((trip) => [cardKey(trip.card), trip.card]));
    const forms = new Set([...cards.values()].map((card) => card.formFactor));
    if (cards.size < 2 || forms.size < 2) continue;
    const charged = trips.reduce((sum, trip) => sum + trip.amount.minor, 0);
    const fares = trips.reduce((sum, trip) => sum + (trip.baseAmount ?? trip.amount).minor, 0);
    const extra = charged - Math.min(fares, caps.dailyCap.minor);
    if (extra <= 0) continue;
    const currency = caps.dailyCap.currency;
    split.push({
      day,
      cards: [...cards.values()],
      charged: { minor: charged, currency },
      extra: { minor: extra, currency },
    });
  }
  return split.sort((a, b) => (a.day < b.day ? 1 : a.day > b.day ? -1 : 0));
}
