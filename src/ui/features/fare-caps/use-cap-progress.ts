import { useMemo } from 'react';
import { addDays } from '../../../core/shared/calendar-day';
import { capProgress, type CardCapProgress } from '../../../core/travels/cap-progress';
import type { FareCaps } from '../../../core/travels/fare-rules';
import { splitDays, type SplitDay } from '../../../core/travels/split-days';
import { dayInZone } from '../../../core/travels/journey-days';
import { useToday } from '../../shared/form/use-today';
import { useOperator } from '../../shared/operator-context';
import { useTicketsQuery } from '../../shared/server-state/travels-queries';

/** The rider's progress toward the caps, per card, and this week's days split between a card and a phone. */
export interface CapsState {
  readonly cards: readonly CardCapProgress[];
  readonly splits: readonly SplitDay[];
}

/**
 * This week's trips (the last 7 days hold either kind of week) against the operator's caps
 * (docs/contracts.md#farecaps-capped-fares-and-the-operators-fare-rules). Null while loading, on a failure (the
 * progress hides, no error), or when the trips lack the cap fields (an operator that does not send them).
 */
export function useCapProgress(caps: FareCaps): CapsState | null {
  // The operator's today: the fare rules name the same zone as its runtime configuration.
  const today = useToday(useOperator().timeZone);
  const tickets = useTicketsQuery({ from: addDays(today, -6), to: today });
  return useMemo(() => {
    const trips = tickets.data;
    if (!trips || trips.some((trip) => trip.baseAmount === undefined)) return null;
    const dayOf = (instant: Date) => dayInZone(instant, caps.timeZone);
    return { cards: capProgress(trips, caps, today, dayOf), splits: splitDays(trips, caps, dayOf) };
  }, [caps, tickets.data, today]);
}
