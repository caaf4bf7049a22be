// Hand-written, not date-fns: the core imports no package (ADR 0001); calendar days are strings, their arithmetic a few lines on Date.UTC.
/**
 * A calendar day as the operations API names it: `YYYY-MM-DD` (docs/behaviour/rules.md#date-ranges). Day arithmetic is done on
 * the calendar, never on instants, so DST changes cannot shift a range by a day.
 */
export type CalendarDay = string;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

const fromUtc = (date: Date): CalendarDay =>
  `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

const parts = (day: CalendarDay): [number, number, number] => {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`not a calendar day: ${day}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
};

/** Whether a text is a real calendar day (2026-02-30 is not). */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return fromUtc(date) === value;
}

/** The day an instant falls on in the runtime's time zone (the rider's browser). */
export const localDayOf = (instant: Date): CalendarDay =>
  `${pad(instant.getFullYear(), 4)}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;

/** The day `days` after (negative: before) `day`. */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  const [year, month, date] = parts(day);
  return fromUtc(new Date(Date.UTC(year, month - 1, date + days)));
}

/** The same day `months` later (negative: earlier), on the month's last day when it is shorter (31 March − 1 month = 28/29 February). */
export function addMonths(day: CalendarDay, months: number): CalendarDay {
  const [year, month, date] = parts(day);
  const lastOfTarget = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return fromUtc(new Date(Date.UTC(year, month - 1 + months, Math.min(date, lastOfTarget))));
}

export const firstOfMonth = (day: CalendarDay): CalendarDay => `${day.slice(0, 7)}-01`;

export function lastOfMonth(day: CalendarDay): CalendarDay {
  const [year, month] = parts(day);
  return fromUtc(new Date(Date.UTC(year, month, 0)));
}

/** `DD/MM/YYYY`, as the range is shown (docs/behaviour/rules.md#date-ranges). */
export function toDisplayDay(day: CalendarDay): string {
  const [year, month, date] = parts(day);
  return `${pad(date)}/${pad(month)}/${pad(year, 4)}`;
}
