import { addDays, addMonths, firstOfMonth, lastOfMonth, type CalendarDay } from '../../src/core/shared/calendar-day';
import { dayInZone } from '../../src/core/travels/journey-days';

/** Today in the demo operators' zone (metro's: Rome), as the operator counts statements' days. */
export const operatorToday = (now = new Date()): CalendarDay => dayInZone(now, 'Europe/Rome');

/** The whole month `back` months before today's (1: last month). */
export function monthBack(back: number, today = operatorToday()) {
  const from = addMonths(firstOfMonth(today), -back);
  return { from, to: lastOfMonth(from) };
}

/** Periods the operator refuses as outside its history, today being `today`. */
export const outsideHistory = (today = operatorToday()) => [
  { from: today, to: addDays(today, 1) },
  monthBack(-1, today),
  { from: '1900-01-01', to: '1900-01-31' },
  { from: addDays(monthBack(12, today).from, -1), to: monthBack(12, today).to },
];
