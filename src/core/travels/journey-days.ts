import type { CalendarDay } from '../shared/calendar-day';
import { sumMoney, type MoneySum } from './money';
import type { TapData } from './tap-data';
import type { Ticket } from './ticket';

/** A trip as a rider recognises it (docs/behaviour/rules.md#journeys): where they went, in which zone, whether they tapped out. */
export interface Journey {
  readonly ticket: Ticket;
  /** The tap-in's station (or the first thing the gate recorded). */
  readonly from: string;
  /** The tap-out's station; null without a tap-out. */
  readonly to: string | null;
  /** The zone its times are read in: its own, else the fallback. */
  readonly timeZone: string;
  /** No tap-out: the operator may have charged the maximum fare (docs/behaviour/rules.md#journeys). */
  readonly incomplete: boolean;
}

/** A travel day: its journeys, newest first, and what they cost together. */
export interface TravelDay {
  /** The calendar day in the trips' own zone. */
  readonly day: CalendarDay;
  readonly journeys: readonly Journey[];
  /** The day's charge: the sum of its fares (never one currency summed under another's code). */
  readonly total: MoneySum;
  /** How many of its journeys have no tap-out. */
  readonly incomplete: number;
}

/** The station a tap names: its `station` value, else its first value (operators name their keys). */
export const stationOf = (tap: TapData): string =>
  (tap.find(([key]) => key.toLowerCase() === 'station') ?? tap[0])?.[1] ?? '';

/** A trip as a journey; `fallbackZone` for a trip whose operator does not send its zone. */
export function journeyOf(ticket: Ticket, fallbackZone: string): Journey {
  return {
    ticket,
    from: stationOf(ticket.firstTap),
    to: ticket.lastTap ? stationOf(ticket.lastTap) : null,
    timeZone: ticket.timeZone ?? fallbackZone,
    incomplete: ticket.lastTap === null,
  };
}

/**
 * The trips grouped by travel day (docs/behaviour/rules.md#journeys): a trip's day is the calendar day of its first tap
 * (valid_from) in its own zone; days newest first, each day's journeys newest first.
 */
export function journeyDays(tickets: readonly Ticket[], fallbackZone: string): TravelDay[] {
  const byDay = new Map<CalendarDay, Journey[]>();
  for (const ticket of tickets) {
    const journey = journeyOf(ticket, fallbackZone);
    const day = dayInZone(ticket.validFrom, journey.timeZone);
    const journeys = byDay.get(day);
    if (journeys) journeys.push(journey);
    else byDay.set(day, [journey]);
  }
  return [...byDay]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([day, journeys]) => {
      journeys.sort(newestFirst);
      return {
        day,
        journeys,
        total: sumMoney(journeys.map((journey) => journey.ticket.amount)),
        incomplete: journeys.filter((journey) => journey.incomplete).length,
      };
    });
}

const newestFirst = (a: Journey, b: Journey) =>
  b.ticket.validFrom.getTime() - a.ticket.validFrom.getTime() || (a.ticket.id < b.ticket.id ? -1 : 1);

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** Days already read, per zone and quarter hour: a zone's day changes only on a quarter hour (offsets are multiples of 15 minutes). */
const dayCache = new Map<string, CalendarDay>();
const QUARTER_HOUR = 15 * 60_000;

/** The calendar day an instant falls on in a time zone (IANA name). */
export function dayInZone(instant: Date, timeZone: string): CalendarDay {
  const key = `${timeZone}|${Math.floor(instant.getTime() / QUARTER_HOUR)}`;
  const cached = dayCache.get(key);
  if (cached) return cached;
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const value = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  const day = `${value('year').padStart(4, '0')}-${value('month')}-${value('day')}`;
  if (dayCache.size > 50_000) dayCache.clear();
  dayCache.set(key, day);
  return day;
}
