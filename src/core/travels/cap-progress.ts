import type { CalendarDay } from '../shared/calendar-day';
import { weekStartOf } from './apply-caps';
import type { FareCaps } from './fare-rules';
import { sumMoney, type Money } from './money';
import type { Ticket } from './ticket';
import type { TravelCard } from './travel-card';

/** A card's spending against one cap: what it spent, the cap, what is left before trips are free. */
export interface CapMeter {
  readonly spent: Money;
  readonly cap: Money;
  /** What the card may still spend before the cap; 0 once reached. */
  readonly left: Money;
  /** The cap is reached: the period's next trips on this card are free. */
  readonly reached: boolean;
}

/** One card's (or phone wallet's) progress toward the caps: caps count per card (docs/contracts.md#farecaps-capped-fares-and-the-operators-fare-rules). */
export interface CardCapProgress {
  readonly card: TravelCard;
  readonly today: CapMeter;
  /** Absent when the operator has no weekly cap. */
  readonly week?: CapMeter;
  /** What the caps took off this week's trips on the card. */
  readonly savedThisWeek: Money;
}

/** The days whose trips count toward today's progress: the week's first day (or today's, without a weekly cap) to today. */
export const progressFrom = (caps: FareCaps, today: CalendarDay): CalendarDay =>
  caps.weeklyCap ? minDay(weekStartOf(today, caps.weeklyCap.kind), today) : today;

const minDay = (a: CalendarDay, b: CalendarDay) => (a < b ? a : b);

const meter = (spent: number, cap: Money): CapMeter => ({
  spent: { minor: spent, currency: cap.currency },
  cap,
  left: { minor: Math.max(0, cap.minor - spent), currency: cap.currency },
  reached: spent >= cap.minor,
});

/** A card's identity in the trips' answers (no alias there): its label, masked number and form factor. */
export const cardKey = (card: TravelCard): string => `${card.formFactor}|${card.label}|${card.truncatedPan}`;

/**
 * Each card's spending today and this week against the operator's caps (docs/contracts.md#farecaps-capped-fares-and-the-operators-fare-rules),
 * for the cards with a trip this week, in the order of their first trip. `dayOf` names the operator's day of an instant;
 * trips in another currency than the caps' are left out. `capsOf` gives a card's own caps (a card carrying a
 * concession: the caps it discounts); the operator's, by default.
 */
export function capProgress(
  tickets: readonly Ticket[],
  caps: FareCaps,
  today: CalendarDay,
  dayOf: (instant: Date) => CalendarDay,
  capsOf: (card: TravelCard) => FareCaps = () => caps,
): CardCapProgress[] {
  const from = progressFrom(caps, today);
  const cards = new Map<string, { card: TravelCard; today: number; week: number; saved: number }>();
  const ordered = [...tickets].sort((a, b) => a.validFrom.getTime() - b.validFrom.getTime());
  for (const ticket of ordered) {
    if (ticket.amount.currency !== caps.dailyCap.currency) continue;
    const day = dayOf(ticket.validFrom);
    if (day < from || day > today) continue;
    const key = cardKey(ticket.card);
    const entry = cards.get(key) ?? { card: ticket.card, today: 0, week: 0, saved: 0 };
    entry.week += ticket.amount.minor;
    entry.saved += ticket.capDiscount?.minor ?? 0;
    if (day === today) entry.today += ticket.amount.minor;
    cards.set(key, entry);
  }
  return [...cards.values()].map((entry) => {
    const own = capsOf(entry.card);
    return {
      card: entry.card,
      today: meter(entry.today, own.dailyCap),
      ...(own.weeklyCap ? { week: meter(entry.week, own.weeklyCap.amount) } : {}),
      savedThisWeek: { minor: entry.saved, currency: caps.dailyCap.currency },
    };
  });
}

/**
 * What the caps took off a set of trips (a travel day's, say): the sum of their cap discounts, or null when none was
 * capped or the operator sends no cap fields (never one currency summed under another's code).
 */
export function capSavings(tickets: readonly Pick<Ticket, 'capDiscount'>[]): Money | null {
  const discounts = tickets.flatMap((ticket) =>
    ticket.capDiscount && ticket.capDiscount.minor > 0 ? [ticket.capDiscount] : [],
  );
  if (discounts.length === 0) return null;
  const sum = sumMoney(discounts);
  return sum.kind === 'total' ? sum.amount : null;
}
