import { addDays, addMonths, firstOfMonth, lastOfMonth, toDisplayDay, type CalendarDay } from '../shared/calendar-day';
import { formatCalendarDay } from '../shared/format-date-time';

/** A range of days, both ends included, as the trips and payments queries take it (docs/behaviour/rules.md#date-ranges). */
export interface DateRange {
  readonly from: CalendarDay;
  readonly to: CalendarDay;
}

/** The range control's presets (docs/behaviour/rules.md#date-ranges); 'custom' is a range the rider picked on the calendar. */
export type RangePreset = 'last30Days' | 'thisMonth' | 'lastMonth' | 'last12Months' | 'custom';

export const RANGE_PRESETS: readonly Exclude<RangePreset, 'custom'>[] = [
  'last30Days',
  'thisMonth',
  'lastMonth',
  'last12Months',
];

export const DEFAULT_PRESET = 'last30Days' satisfies RangePreset;

/**
 * The range a preset names on a given day. Nothing after today is ever asked for (the latest
 * selectable date is today), so This Month ends today rather than on the month's last day.
 */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, today: CalendarDay): DateRange {
  switch (preset) {
    case 'last30Days':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return { from: firstOfMonth(today), to: today };
    case 'lastMonth': {
      const dayInLastMonth = addDays(firstOfMonth(today), -1);
      return { from: firstOfMonth(dayInLastMonth), to: lastOfMonth(dayInLastMonth) };
    }
    case 'last12Months':
      return { from: addMonths(today, -12), to: today };
  }
}

/** A picked range made valid: ends in order, nothing after today. */
export function customRange(first: CalendarDay, second: CalendarDay, today: CalendarDay): DateRange {
  const [from, to] = first <= second ? [first, second] : [second, first];
  const end = to > today ? today : to;
  return { from: from > end ? end : from, to: end };
}

/**
 * The range as shown (docs/behaviour/rules.md#date-ranges): `DD/MM/YYYY - DD/MM/YYYY`, or with a locale its own
 * numeric date (dd.mm.yyyy in German), the format of the tables.
 */
export const displayRange = (range: DateRange, locale?: string): string =>
  locale
    ? `${formatCalendarDay(range.from, locale)} - ${formatCalendarDay(range.to, locale)}`
    : `${toDisplayDay(range.from)} - ${toDisplayDay(range.to)}`;
