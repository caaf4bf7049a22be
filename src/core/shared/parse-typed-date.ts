// Hand-written, not date-fns's parse: the core imports no package (ADR 0001), and the rider's typed date follows the locale's field order, which parse's fixed patterns do not guess.
import { isCalendarDay, type CalendarDay } from './calendar-day';

/** The order a locale writes a date's fields in: day-month-year (en-GB, it, fr, de), month-day-year (en-US), year-month-day. */
export type DateFieldOrder = 'dmy' | 'mdy' | 'ymd';

/** Between two fields: one of / . - (spaces allowed around it), or spaces alone ("14. 3. 1990", "14 03 1990"). */
const SEPARATED = /^(\d{1,4})(?:\s*[./-]\s*|\s+)(\d{1,2})(?:\s*[./-]\s*|\s+)(\d{1,4})$/;
const COMPACT = /^\d{8}$/;

const pad = (value: string, width: number) => value.padStart(width, '0');

/** The day, or undefined when the fields are no calendar day: a year of exactly four digits, nothing rolled over. */
function dayOf(year: string, month: string, day: string): CalendarDay | undefined {
  if (year.length !== 4 || month.length > 2 || day.length > 2) return undefined;
  const value = `${year}-${pad(month, 2)}-${pad(day, 2)}`;
  return isCalendarDay(value) ? value : undefined;
}

/** Fields in the locale's order → [year, month, day]. */
function inOrder(order: DateFieldOrder, [a, b, c]: readonly [string, string, string]): [string, string, string] {
  switch (order) {
    case 'dmy':
      return [c, b, a];
    case 'mdy':
      return [c, a, b];
    case 'ymd':
      return [a, b, c];
  }
}

/**
 * A date as a rider types it, read in the locale's field order, as `YYYY-MM-DD`; undefined when
 * the text is no date. Accepted: the fields with / . - or spaces between them (`14/03/1990`,
 * `14.03.1990`, `4.3.1990`), eight digits in the locale's order (`14031990`), and a year written
 * first (`1990-03-14`, ISO 8601) whatever the locale. Nothing is guessed: a two-digit year, a day
 * the month does not have (`31/02/1990`), a missing field or any other text is refused, never
 * completed, rolled over or replaced by another date.
 */
export function parseTypedDate(text: string, order: DateFieldOrder): CalendarDay | undefined {
  const typed = text.trim();
  if (COMPACT.test(typed)) {
    const fields =
      order === 'ymd'
        ? [typed.slice(0, 4), typed.slice(4, 6), typed.slice(6)]
        : [typed.slice(0, 2), typed.slice(2, 4), typed.slice(4)];
    return dayOf(...inOrder(order, fields as [string, string, string]));
  }
  const match = SEPARATED.exec(typed);
  if (!match) return undefined;
  const fields = [match[1], match[2], match[3]] as [string, string, string];
  // A four-digit first field is a year, and then the order is year-month-day (ISO 8601) in every locale.
  return fields[0].length === 4 ? dayOf(...fields) : dayOf(...inOrder(order, fields));
}

const ORDERS: Readonly<Record<string, DateFieldOrder>> = { dmy: 'dmy', mdy: 'mdy', ymd: 'ymd' };

/** The field order a locale writes dates in (Intl), day-month-year when it cannot tell. */
export function dateFieldOrderOf(locale: string): DateFieldOrder {
  try {
    const parts = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'numeric', year: 'numeric' }).formatToParts(
      new Date(Date.UTC(2000, 11, 25)),
    );
    const letters = parts
      .flatMap((part) => (part.type === 'day' || part.type === 'month' || part.type === 'year' ? [part.type[0]] : []))
      .join('');
    return ORDERS[letters] ?? 'dmy';
  } catch {
    return 'dmy';
  }
}
