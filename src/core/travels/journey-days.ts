// Hand-written, not date-fns-tz: the core imports no package (ADR 0001); test/core/travels/journey-days.property.test.ts reads every day as date-fns-tz does.
import type { CalendarDay } from '../shared/calendar-day';
import { sumMoney, type Money, type MoneySum } from './money';
import type { TapData } from './tap-data';
import type { Ticket } from './ticket';
import { wallClockIn } from '../shared/wall-clock';

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
export function stationOf(tap: TapData): string {
  const first = tap[0];
  // Most operators put the station first: a year of trips is read without a search per tap.
  if (first && first[0] === 'station') return first[1];
  return (tap.find(([key]) => key.toLowerCase() === 'station') ?? first)?.[1] ?? '';
}

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
  const byDay = new Map<CalendarDay, { journeys: Journey[]; amounts: Money[]; incomplete: number }>();
  let ordered = true;
  let previous = Infinity;
  // Trips of a day come together (newest first): the day's entry is looked up only when the day changes.
  let entryDay: CalendarDay | null = null;
  let entry: { journeys: Journey[]; amounts: Money[]; incomplete: number } | undefined;
  for (const ticket of tickets) {
    const journey = journeyOf(ticket, fallbackZone);
    const day = dayInZone(ticket.validFrom, journey.timeZone);
    if (day !== entryDay || !entry) {
      entry = byDay.get(day);
      if (!entry) {
        entry = { journeys: [], amounts: [], incomplete: 0 };
        byDay.set(day, entry);
      }
      entryDay = day;
    }
    entry.journeys.push(journey);
    entry.amounts.push(ticket.amount);
    if (journey.incomplete) entry.incomplete += 1;
    const time = ticket.validFrom.getTime();
    if (time > previous) ordered = false;
    previous = time;
  }
  // The operator sends trips newest first: sorted again only when they were not.
  return [...byDay]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([day, { journeys, amounts, incomplete }]) => {
      if (!ordered) journeys.sort(newestFirst);
      return { day, journeys, total: sumMoney(amounts), incomplete };
    });
}

const newestFirst = (a: Journey, b: Journey) =>
  b.ticket.validFrom.getTime() - a.ticket.validFrom.getTime() || (a.ticket.id < b.ticket.id ? -1 : 1);

/** A zone's offset at each UTC midnight already read (`zone|day number`). */
const midnightOffsets = new Map<string, number>();
const DAY_MS = 86_400_000;

/** How far a zone's wall clock is ahead of UTC at an instant (ms; whole seconds). */
function offsetAt(ms: number, timeZone: string): number {
  const at = ms - (((ms % 1000) + 1000) % 1000);
  const clock = wallClockIn(new Date(at), timeZone);
  return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second) - at;
}

/** A zone's offset at the UTC midnight that starts a day number; each read once (a year of trips reads 366). */
function midnightOffset(utcDay: number, timeZone: string): number {
  const key = `${timeZone}|${utcDay}`;
  let offset = midnightOffsets.get(key);
  if (offset === undefined) {
    offset = offsetAt(utcDay * DAY_MS, timeZone);
    if (midnightOffsets.size > 20_000) midnightOffsets.clear();
    midnightOffsets.set(key, offset);
  }
  return offset;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Day numbers (days since 1970-01-01) already named. */
const dayNames = new Map<number, CalendarDay>();

function dayName(dayNumber: number): CalendarDay {
  let name = dayNames.get(dayNumber);
  if (name === undefined) {
    const date = new Date(dayNumber * DAY_MS);
    name = `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
    if (dayNames.size > 20_000) dayNames.clear();
    dayNames.set(dayNumber, name);
  }
  return name;
}

/** The last UTC day read (trips come in order: most share it with the one before). */
let last: { zone: string; utcDay: number; offsets: readonly [number, number] } | null = null;

/** The instants of the last day named, where its zone's offset is the same all along: [from, to). */
let lastDay: { zone: string; from: number; to: number; day: CalendarDay } | null = null;

/**
 * The calendar day an instant falls on in a time zone (IANA name). A zone's offset is read at the UTC midnights that
 * start and end the instant's UTC day (each midnight serves the two days it separates: a year of trips reads 366
 * offsets, not one per trip); where they differ, the offset changes that day and is read at the instant itself. An
 * instant within the span of the day named before (same zone, same offset) is that day without any reading.
 */
export function dayInZone(instant: Date, timeZone: string): CalendarDay {
  const ms = instant.getTime();
  if (lastDay !== null && lastDay.zone === timeZone && ms >= lastDay.from && ms < lastDay.to) return lastDay.day;
  const utcDay = Math.floor(ms / DAY_MS);
  let offsets = last && last.zone === timeZone && last.utcDay === utcDay ? last.offsets : undefined;
  if (!offsets) {
    offsets = [midnightOffset(utcDay, timeZone), midnightOffset(utcDay + 1, timeZone)];
    last = { zone: timeZone, utcDay, offsets };
  }
  if (offsets[0] !== offsets[1]) return dayName(Math.floor((ms + offsetAt(ms, timeZone)) / DAY_MS));
  const offset = offsets[0];
  const dayNumber = Math.floor((ms + offset) / DAY_MS);
  const day = dayName(dayNumber);
  // The offset holds over this UTC day: the local day's instants within it share its name.
  const from = Math.max(utcDay * DAY_MS, dayNumber * DAY_MS - offset);
  const to = Math.min((utcDay + 1) * DAY_MS, (dayNumber + 1) * DAY_MS - offset);
  lastDay = { zone: timeZone, from, to, day };
  return day;
}
