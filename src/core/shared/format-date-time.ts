/** Formatters are costly to build: one per locale and time zone (and options), kept for the page's life. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The kept formatter named `key`, built from `locale` and `options` the first time. */
function formatterFor(key: string, locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A date as the portal shows it (docs/behaviour/rules.md#dates-and-times): the locale's numeric date with a four-digit
 * year (Italian and German short dates would cut it to two) and the time with seconds, in the given
 * locale and time zone (the browser's unless told).
 */
export function formatDateTime(date: Date, locale: string, timeZone?: string): string {
  return formatterFor(`${locale}|${timeZone ?? ''}`, locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

/**
 * A calendar day (YYYY-MM-DD) as the tables show a date (docs/behaviour/rules.md#dates-and-times): the locale's
 * numeric date with a four-digit year — one date format per locale across the range line, the tables and
 * the dialogs. A day has no zone: it is formatted as the same day in UTC.
 */
export function formatCalendarDay(day: string, locale: string): string {
  const options = { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' } as const;
  return formatterFor(`day|${locale}`, locale, options).format(utcDay(day));
}

/** A month (`YYYY-MM`, or any day of it) as its name and year in the locale: "novembre 2026", or "nov 2026" short. */
export function formatMonth(month: string, locale: string, length: 'long' | 'short' = 'long'): string {
  const options = { month: length, year: 'numeric', timeZone: 'UTC' } as const;
  return formatterFor(`month|${length}|${locale}`, locale, options).format(utcDay(`${month.slice(0, 7)}-01`));
}

/** The UTC midnight of a calendar day (YYYY-MM-DD), the years before 100 too (`Date.UTC` would read 0012 as 1912). */
function utcDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const midnight = new Date(0);
  midnight.setUTCFullYear(year ?? 1970, (month ?? 1) - 1, date ?? 1);
  return midnight;
}

/** A time of day as a journey shows it (`08:12`, docs/behaviour/rules.md#dates-and-times): hours and minutes in the zone. */
export function formatTimeOfDay(date: Date, locale: string, timeZone?: string): string {
  return formatterFor(`time|${locale}|${timeZone ?? ''}`, locale, {
    hour: '2-digit',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}
