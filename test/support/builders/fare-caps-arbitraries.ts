import fc from 'fast-check';
import { addDays, type CalendarDay } from '../../../src/core/shared/calendar-day';
import { applyCaps } from '../../../src/core/travels/apply-caps';
import type { FareCaps, WeeklyCapKind } from '../../../src/core/travels/fare-rules';
import type { Ticket } from '../../../src/core/travels/ticket';
import type { TravelCard } from '../../../src/core/travels/travel-card';
import { VISA_4111 } from './travel-builder';

const eur = (minor: number) => ({ minor, currency: 'EUR' });

/** The day the caps' properties count back from: a Wednesday. */
export const CAPS_TODAY: CalendarDay = '2026-11-25';

/** Any operator's fare with a daily and a weekly cap of either kind. */
export const capsArb: fc.Arbitrary<FareCaps> = fc
  .record({
    fare: fc.integer({ min: 50, max: 500 }),
    daily: fc.integer({ min: 0, max: 2000 }),
    weekly: fc.integer({ min: 0, max: 8000 }),
    kind: fc.constantFrom<WeeklyCapKind>('calendarWeek', 'rolling7Days'),
  })
  .map(({ fare, daily, weekly, kind }): FareCaps => ({
    fareName: 'Corsa singola',
    fare: eur(fare),
    dailyCap: eur(daily),
    weeklyCap: { amount: eur(weekly), kind },
    timeZone: 'UTC',
  }));

/** A card's trips over the 21 days up to CAPS_TODAY: the day of each, in the order made. */
export const daysArb: fc.Arbitrary<CalendarDay[]> = fc
  .array(fc.integer({ min: 0, max: 20 }), { maxLength: 60 })
  .map((agos) => [...agos].sort((a, b) => b - a).map((ago) => addDays(CAPS_TODAY, -ago)));

/** The operator's day of an instant: the trips of cappedTickets are made at noon UTC of their day. */
export const noonDayOf = (instant: Date): CalendarDay => instant.toISOString().slice(0, 10);

/** A card's trips on `days` as the gates charged them under `caps`, each at noon UTC. */
export function cappedTickets(caps: FareCaps, days: readonly CalendarDay[], card: TravelCard = VISA_4111): Ticket[] {
  return applyCaps(caps, days).map((charge, index) => ({
    id: `${card.truncatedPan}-${index}`,
    fare: caps.fareName,
    card,
    amount: eur(charge.amount),
    baseAmount: eur(charge.baseAmount),
    capDiscount: eur(charge.capDiscount),
    firstTap: [['station', 'Termini']],
    lastTap: null,
    validFrom: new Date(`${charge.day}T12:00:00.000Z`),
    validTo: new Date(`${charge.day}T13:40:00.000Z`),
  }));
}
