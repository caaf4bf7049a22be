// @ts-check
/** Local times of an operator's time zone, as UTC instants (DST included), and calendar days: date-fns and date-fns-tz. */
import { addDays as addCalendarDays, format, getDay, parseISO } from 'date-fns';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';

/**
 * The UTC instant of a wall-clock time in a zone.
 * @param {string} day YYYY-MM-DD @param {number} minutes minutes after local midnight @param {string} timeZone
 */
export function zonedInstant(day, minutes, timeZone) {
  const [year, month, date] = day.split('-').map(Number);
  // The wall clock's reading as text without an offset (minutes past 24 h run into the next days): read in the zone.
  const wall = new Date(Date.UTC(Number(year), Number(month) - 1, date, 0, minutes)).toISOString().slice(0, 19);
  return fromZonedTime(wall, timeZone);
}

/** The local calendar day (YYYY-MM-DD) of an instant in a zone. @param {Date} instant @param {string} timeZone */
export const zonedDay = (instant, timeZone) => formatInTimeZone(instant, timeZone, 'yyyy-MM-dd');

/** The day `days` after `day` (negative: before). @param {string} day @param {number} days */
export const addDays = (day, days) => format(addCalendarDays(parseISO(day), days), 'yyyy-MM-dd');

/** 0 Sunday … 6 Saturday. @param {string} day */
export const weekday = (day) => getDay(parseISO(day));
