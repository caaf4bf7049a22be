/** Formatters are costly to build: one per locale and time zone (and options), kept for the page's life. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A date as the spec shows it (3, Amounts and dates; 9): short date plus time with seconds, in
 * the given locale and time zone (the browser's unless told).
 */
export function formatDateTime(date: Date, locale: string, timeZone?: string): string {
  const key = `${locale}|${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      dateStyle: 'short',
      timeStyle: 'medium',
      ...(timeZone ? { timeZone } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}
