import { formatInTimeZone } from 'date-fns-tz';
import type { CalendarDay } from '../../../core/shared/calendar-day';

/** The time zone the rider's browser runs in (IANA name). */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The calendar day an instant falls on in a time zone: 23:30 UTC on 14 March is 15 March in Rome. */
export const dayInZone = (instant: Date, timeZone: string): CalendarDay =>
  formatInTimeZone(instant, timeZone, 'yyyy-MM-dd');
