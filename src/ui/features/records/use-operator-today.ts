import { useState } from 'react';
import { Clock } from '../../../core/shared/clock';
import type { CalendarDay } from '../../../core/shared/calendar-day';
import { dayInZone } from '../../../core/travels/journey-days';
import { browserTimeZone } from '../../shared/device-time-zone';
import { useUseCase } from '../../shared/di/use-use-case';
import { useOperator } from '../../shared/operator-context';

/**
 * The operator's time zone (the browser's when it does not say) and today there, read once from the Clock port: the
 * day statements and the spending count from, as the operator counts its days (docs/contracts.md#runtime-configuration).
 */
export function useOperatorToday(): { readonly today: CalendarDay; readonly timeZone: string } {
  const timeZone = useOperator().timeZone ?? browserTimeZone();
  const clock = useUseCase(Clock);
  const [today] = useState(() => dayInZone(clock.now(), timeZone));
  return { today, timeZone };
}
