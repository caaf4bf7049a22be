import { useMemo } from 'react';
import { discountedCaps, type CardConcession } from '../../../core/concessions/concession-caps';
import { addDays } from '../../../core/shared/calendar-day';
import { capProgress, cardKey, type CardCapProgress } from '../../../core/travels/cap-progress';
import type { FareCaps } from '../../../core/travels/fare-rules';
import { splitDays, type SplitDay } from '../../../core/travels/split-days';
import { dayInZone } from '../../../core/travels/journey-days';
import type { TravelCard } from '../../../core/travels/travel-card';
import { useToday } from '../../shared/form/use-today';
import { useOperator } from '../../shared/operator-context';
import { useCardConcessions } from '../../shared/server-state/concessions-queries';
import { useTicketsQuery } from '../../shared/server-state/travels-queries';

/** The rider's progress toward the caps, per card, and this week's days split between a card and a phone. */
export interface CapsState {
  readonly cards: readonly CardCapProgress[];
  readonly splits: readonly SplitDay[];
  /**
   * The concession a card pays under, whose discounted caps its meters measure (concessions); null while the
   * concessions are read: the meters wait, in the place they will take.
   */
  readonly concessionOf: ((card: TravelCard) => CardConcession | undefined) | null;
}

/**
 * This week's trips (the last 7 days hold either kind of week) against the operator's caps
 * (docs/contracts.md#farecaps-capped-fares-and-the-operators-fare-rules), a card carrying a concession against the
 * caps it discounts (docs/contracts.md#concessions-reduced-fares-on-a-bank-card). Null while the trips load, on a
 * failure (the progress hides, no error), or when the trips lack the cap fields (an operator that does not send them).
 */
export function useCapProgress(caps: FareCaps): CapsState | null {
  // The operator's today: the fare rules name the same zone as its runtime configuration.
  const today = useToday(useOperator().timeZone);
  const tickets = useTicketsQuery({ from: addDays(today, -6), to: today });
  // Read here, where the caps show (after the page's first paint), never with the page's reads.
  const carried = useCardConcessions(today);
  return useMemo(() => {
    const trips = tickets.data;
    if (!trips || trips.some((trip) => trip.baseAmount === undefined)) return null;
    const dayOf = (instant: Date) => dayInZone(instant, caps.timeZone);
    const concessionOf = (card: TravelCard) => carried?.get(cardKey(card));
    const capsOf = (card: TravelCard) => {
      const concession = concessionOf(card);
      return concession ? discountedCaps(caps, concession.percentOff) : caps;
    };
    return {
      cards: capProgress(trips, caps, today, dayOf, capsOf),
      splits: splitDays(trips, caps, dayOf),
      concessionOf: carried ? concessionOf : null,
    };
  }, [caps, tickets.data, today, carried]);
}
