import { addDays, type CalendarDay } from '../shared/calendar-day';
import type { FareCaps, WeeklyCapKind } from './fare-rules';

/** The day of the week, 0 for Sunday, of a calendar day. */
const weekdayOf = (day: CalendarDay): number => new Date(`${day}T00:00:00Z`).getUTCDay();

/**
 * The first day of the week a day counts in for the weekly cap (docs/contracts.md#farecaps-capped-fares-and-the-operators-fare-rules):
 * its Monday for a calendar week, six days before it for the last 7 days.
 */
export const weekStartOf = (day: CalendarDay, kind: WeeklyCapKind): CalendarDay =>
  kind === 'rolling7Days' ? addDays(day, -6) : addDays(day, -((weekdayOf(day) + 6) % 7));

/** A trip as the caps charge it, in minor units: its fare, what it cost and what the caps took off. */
export interface CappedCharge {
  readonly day: CalendarDay;
  readonly baseAmount: number;
  readonly amount: number;
  readonly capDiscount: number;
}

/** What a trip costs after the caps, given what its card spent that day and that week (in minor units). */
export const cappedAmount = (caps: FareCaps, spentToday: number, spentThisWeek: number): number =>
  Math.max(
    0,
    Math.min(
      caps.fare.minor,
      caps.dailyCap.minor - spentToday,
      caps.weeklyCap ? caps.weeklyCap.amount.minor - spentThisWeek : caps.fare.minor,
    ),
  );

/**
 * What one card's trips cost under the operator's caps, as the gates charge them: each trip, in the order made,
 * costs the fare or what is left under the day's cap and the week's, never less than nothing.
 */
export function applyCaps(caps: FareCaps, days: readonly CalendarDay[]): CappedCharge[] {
  const charged: CappedCharge[] = [];
  const fare = caps.fare.minor;
  for (const day of days) {
    const spentOn = (from: CalendarDay) =>
      charged.reduce((sum, trip) => (trip.day >= from && trip.day <= day ? sum + trip.amount : sum), 0);
    const week = caps.weeklyCap ? spentOn(weekStartOf(day, caps.weeklyCap.kind)) : 0;
    const amount = cappedAmount(caps, spentOn(day), week);
    charged.push({ day, baseAmount: fare, amount, capDiscount: fare - amount });
  }
  return charged;
}
