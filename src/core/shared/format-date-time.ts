/** Formatters are costly to build: one per locale and time zone (and options), kept for the page's life. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A date as the portal shows it (docs/behaviour/rules.md#dates-and-times): the locale's numeric date with a four-digit
 * year (Italian and German short dates would cut it to two) and the time with seconds, in the given
 * locale and time zone (the browser's unless told).
 */
export function formatDateTime(date: Date, locale: string, timeZone?: string): string {
  const key = `${locale}|${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      ...(timeZone ? { timeZone } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}
