import type { CalendarDay } from '../../src/core/shared/calendar-day';

const utc = (day: CalendarDay) => Date.parse(`${day}T00:00:00Z`);

/** How many days from `from` to `to`, both counted (what a range's length is, for the range tests). */
export const daysInclusive = (from: CalendarDay, to: CalendarDay): number =>
  Math.round((utc(to) - utc(from)) / 86_400_000) + 1;
