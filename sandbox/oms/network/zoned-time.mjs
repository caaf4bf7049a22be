// @ts-check
/** Local times of an operator's time zone, as UTC instants (DST included), without a date library. */

/** @type {Map<string, Intl.DateTimeFormat>} */
const formats = new Map();

/** @param {string} timeZone */
function formatOf(timeZone) {
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
  return format;
}

/** The zone's offset from UTC at an instant, in ms. @param {number} instant @param {string} timeZone */
function offsetAt(instant, timeZone) {
  const parts = Object.fromEntries(
    formatOf(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The UTC instant of a wall-clock time in a zone.
 * @param {string} day YYYY-MM-DD @param {number} minutes minutes after local midnight @param {string} timeZone
 */
export function zonedInstant(day, minutes, timeZone) {
  const [year, month, date] = day.split('-').map(Number);
  const wall = Date.UTC(/** @type {number} */ (year), /** @type {number} */ (month) - 1, date, 0, minutes);
  const first = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(first, timeZone));
}

/** The local calendar day (YYYY-MM-DD) of an instant in a zone. @param {Date} instant @param {string} timeZone */
export function zonedDay(instant, timeZone) {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/** The day `days` after `day` (negative: before). @param {string} day @param {number} days */
export function addDays(day, days) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday. @param {string} day */
export const weekday = (day) => new Date(`${day}T00:00:00Z`).getUTCDay();
