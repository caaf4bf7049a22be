import type { TravelDay } from '../../../core/travels/journey-days';
import type { Ticket } from '../../../core/travels/ticket';

/**
 * What the portal will say about one journey beside it (fare caps: "capped", what it would have cost;
 * docs/behaviour/screens.md#journeys). Nothing yet: the slot the fare-caps feature fills.
 */
export function JourneyFlags(_props: { ticket: Ticket }) {
  return null;
}

/** A day's progress toward its cap, beside the day's total (docs/behaviour/screens.md#journeys). Nothing yet. */
export function DayCapState(_props: { day: TravelDay }) {
  return null;
}
