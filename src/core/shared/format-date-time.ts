// Hand-written, not date-fns's format: the core imports no package (ADR 0001), and Intl has every locale's words without date-fns's locale files.
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

/**
 * The parts of a date that are words — month and weekday names, the day period, the era — follow the interface's
 * language; the order of the parts and the separators between them follow the locale (docs/behaviour/rules.md#dates-and-times).
 */
const WORD_PARTS: ReadonlySet<Intl.DateTimeFormatPartTypes> = new Set(['month', 'weekday', 'dayPeriod', 'era']);

/** `date` formatted as `locale` orders and separates it, with the words of `language` (`locale`'s own when omitted). */
function formatInWords(
  key: string,
  date: Date,
  locale: string,
  language: string | undefined,
  options: Intl.DateTimeFormatOptions,
): string {
  const format = formatterFor(`${key}|${locale}`, locale, options);
  if (!language || sameLanguage(language, locale)) return format.format(date);
  const words = new Map<string, string>();
  for (const part of formatterFor(`${key}|${language}`, language, options).formatToParts(date)) {
    if (WORD_PARTS.has(part.type) && !words.has(part.type)) words.set(part.type, part.value);
  }
  return format
    .formatToParts(date)
    .map((part) =>
      WORD_PARTS.has(part.type) && /\p{L}/u.test(part.value) ? (words.get(part.type) ?? part.value) : part.value,
    )
    .join('');
}

/** Whether a language and a locale share their primary language subtag ("en" and "en-GB" do; "en" and "it-IT" do not). */
function sameLanguage(language: string, locale: string): boolean {
  return language.split('-')[0]!.toLowerCase() === locale.split('-')[0]!.toLowerCase();
}

/**
 * A month (`YYYY-MM`, or any day of it) as its name and year: "novembre 2026", or "nov 2026" short, in the locale;
 * with `language`, the month's name in that language ("November 2026" for an Italian account reading English).
 */
export function formatMonth(
  month: string,
  locale: string,
  length: 'long' | 'short' = 'long',
  language?: string,
): string {
  const options = { month: length, year: 'numeric', timeZone: 'UTC' } as const;
  return formatInWords(`month|${length}`, utcDay(`${month.slice(0, 7)}-01`), locale, language, options);
}

/**
 * A calendar day (YYYY-MM-DD) written out in full as a heading names it: "venerdì 27 novembre 2026" in Italian;
 * "Friday 27 November 2026" for an Italian account reading English (the locale's order, the language's words).
 */
export function formatLongDay(day: string, locale: string, language?: string): string {
  return formatInWords('long-day', utcDay(day), locale, language, { dateStyle: 'full', timeZone: 'UTC' });
}

/**
 * A moment as "24 Nov, 08:42" (or "08:42" alone for `withDay` false) in the device's zone: the locale's order, the
 * language's month name.
 */
export function formatShortDayTime(date: Date, locale: string, withDay: boolean, language?: string): string {
  const options: Intl.DateTimeFormatOptions = {
    ...(withDay ? { day: 'numeric', month: 'short' } : {}),
    hour: '2-digit',
    minute: '2-digit',
  };
  return formatInWords(`short-day-time|${withDay}`, date, locale, language, options);
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
