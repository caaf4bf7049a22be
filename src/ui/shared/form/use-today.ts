import { useState } from 'react';
import { Clock } from '../../../core/shared/clock';
import { localDayOf } from '../../../core/shared/calendar-day';
import { useUseCase } from '../di/use-use-case';

/** Today's date in the rider's time zone as YYYY-MM-DD, read once from the Clock port. */
export function useToday(): string {
  const clock = useUseCase(Clock);
  const [today] = useState(() => localDayOf(clock.now()));
  return today;
}
