import { addMonths, firstOfMonth, type CalendarDay } from '../shared/calendar-day';
import type { DateRange } from '../travels/date-range';
import { dayInZone } from '../travels/journey-days';
import type { Payment } from '../travels/payment';
import { listedOnStatement } from './statement-of';

/** A card as the spending chart names it: label and last digits. */
export interface SpendingCard {
  readonly key: string;
  readonly label: string;
}

/** A month's spending (minor units of `currency`): per card (by key) and in all. */
export interface SpendingMonth {
  /** YYYY-MM. */
  readonly month: string;
  readonly perCard: Readonly<Record<string, number>>;
  readonly total: number;
}

/** The last 12 months' spending per month and per card, in one currency (docs/behaviour/screens.md#spending). */
export interface MonthlySpending {
  readonly currency: string;
  readonly cards: readonly SpendingCard[];
  readonly months: readonly SpendingMonth[];
  readonly total: number;
  /** Whether payments in other currencies were left out (never added to these). */
  readonly otherCurrencies: boolean;
}

/** The 12 months ending with today's: the 1st of the month 11 months back to today. */
export const lastTwelveMonths = (today: CalendarDay): DateRange => ({
  from: firstOfMonth(addMonths(firstOfMonth(today), -11)),
  to: today,
});

/**
 * The spending of the last 12 months (docs/behaviour/screens.md#spending): what the statements list — charged payments,
 * refunds taken off, not settlements (they pay payments listed already) — by the month of each payment's day in the
 * operator's zone and by card, in the currency most of them are in.
 */
export function monthlySpending(payments: readonly Payment[], today: CalendarDay, timeZone: string): MonthlySpending {
  const range = lastTwelveMonths(today);
  const months = Array.from({ length: 12 }, (_, index) => addMonths(range.from, index).slice(0, 7));
  const listed = payments.filter(listedOnStatement);
  const counts = new Map<string, number>();
  for (const payment of listed) counts.set(payment.amount.currency, (counts.get(payment.amount.currency) ?? 0) + 1);
  const currency = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? 'EUR';
  const cards = new Map<string, SpendingCard>();
  const sums = new Map<string, Map<string, number>>(months.map((month) => [month, new Map()]));
  for (const payment of listed) {
    if (payment.amount.currency !== currency) continue;
    const month = sums.get(dayInZone(payment.created, timeZone).slice(0, 7));
    if (!month) continue;
    const key = `${payment.card.label} ${payment.card.truncatedPan.slice(-4)}`;
    cards.set(key, { key, label: key });
    const minor = payment.refund ? -payment.amount.minor : payment.amount.minor;
    month.set(key, (month.get(key) ?? 0) + minor);
  }
  const rows = months.map((month) => {
    const perCard = Object.fromEntries(sums.get(month) ?? []);
    return { month, perCard, total: Object.values(perCard).reduce((sum, minor) => sum + minor, 0) };
  });
  return {
    currency,
    cards: [...cards.values()],
    months: rows,
    total: rows.reduce((sum, row) => sum + row.total, 0),
    otherCurrencies: counts.size > 1,
  };
}
