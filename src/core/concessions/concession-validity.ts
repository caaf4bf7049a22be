import { addDays, addMonths, type CalendarDay } from '../shared/calendar-day';
import type { ConcessionValidity } from './concession';

/**
 * The last day a concession proven on `today` holds: for life none; one year, the day before the same date next year;
 * an academic year, the next 31 August (the year's end in Italy, France and Germany alike).
 */
export function validUntilFrom(validity: ConcessionValidity, today: CalendarDay): CalendarDay | null {
  if (validity === 'life') return null;
  if (validity === 'oneYear') return addDays(addMonths(today, 12), -1);
  const endThisYear = `${today.slice(0, 4)}-08-31`;
  return today <= endThisYear ? endThisYear : `${Number(today.slice(0, 4)) + 1}-08-31`;
}

/** A person's age in whole years on a day, from their date of birth (both calendar days). */
export function ageOn(birthdate: CalendarDay, day: CalendarDay): number {
  const years = Number(day.slice(0, 4)) - Number(birthdate.slice(0, 4));
  return day.slice(5) >= birthdate.slice(5) ? years : years - 1;
}
