import { addDays, type CalendarDay } from '../shared/calendar-day';
import type { RiderConcession } from './concession';

/** Where a rider's concession stands on a day: holding, holding with its renewal open, or run out. */
export type ConcessionState =
  | { readonly kind: 'holds'; readonly until: CalendarDay | null }
  | { readonly kind: 'renewalOpen'; readonly until: CalendarDay }
  | { readonly kind: 'expired'; readonly on: CalendarDay };

/**
 * A concession's state on `today` (the operator's zone): it holds through `validUntil` (included; for life, null);
 * its renewal opens `renewalDays` before that day.
 */
export function concessionState(
  concession: Pick<RiderConcession, 'validUntil'>,
  today: CalendarDay,
  renewalDays: number,
): ConcessionState {
  const until = concession.validUntil;
  if (until === null) return { kind: 'holds', until: null };
  if (today > until) return { kind: 'expired', on: until };
  if (today >= addDays(until, -renewalDays)) return { kind: 'renewalOpen', until };
  return { kind: 'holds', until };
}
