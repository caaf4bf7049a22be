import type { CalendarDay } from '../../../core/shared/calendar-day';
import { browserTimeZone } from '../../shared/device-time-zone';
import { useToday } from '../../shared/form/use-today';
import { useOperator } from '../../shared/operator-context';

/**
 * The operator's time zone (the browser's when it does not say) and today there, read once from the Clock port: the
 * day statements and the spending count from, as the operator counts its days (docs/contracts.md#runtime-configuration).
 */
export function useOperatorToday(): { readonly today: CalendarDay; readonly timeZone: string } {
  const timeZone = useOperator().timeZone ?? browserTimeZone();
  return { today: useToday(timeZone), timeZone };
}
