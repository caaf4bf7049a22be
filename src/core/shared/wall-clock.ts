// Hand-written, not date-fns-tz: the core imports no package (docs/adr/0001-hexagonal-client-and-di.md, lint); its property tests compare the core's zone reading with date-fns-tz.
/** A wall clock's reading in a time zone: what a clock on the wall there shows at an instant. */
export interface WallClock {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock in `timeZone` at `instant` (one cached formatter per zone: a year of trips reads it per trip). */
export function wallClockIn(instant: Date, timeZone: string): WallClock {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  const value: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of format.formatToParts(instant)) value[part.type] = Number(part.value);
  return {
    year: value.year ?? 1970,
    month: value.month ?? 1,
    day: value.day ?? 1,
    hour: value.hour ?? 0,
    minute: value.minute ?? 0,
    second: value.second ?? 0,
  };
}
