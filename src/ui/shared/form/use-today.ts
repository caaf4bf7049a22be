import { useState } from 'react';
import { Clock } from '../../../core/shared/clock';
import type { CalendarDay } from '../../../core/shared/calendar-day';
import { useUseCase } from '../di/use-use-case';
import { browserTimeZone } from '../device-time-zone';
import { dayInZone } from '../../../core/travels/journey-days';

/**
 * Today's date in the rider's time zone (the browser's, or the one given) as YYYY-MM-DD, read once
 * from the Clock port: the day the range presets and the date of birth count from.
 */
export function useToday(timeZone: string = browserTimeZone()): CalendarDay {
  const clock = useUseCase(Clock);
  const [today] = useState(() => dayInZone(clock.now(), timeZone));
  return today;
}
