import { memo } from 'react';
import type { TravelDay } from '../../../core/travels/journey-days';
import { isCapped, type Ticket } from '../../../core/travels/ticket';
import { FeatureSlot } from '../../shared/routing/feature-slots';

/**
 * What the portal says about one journey beside it: "Capped" and what it would have cost, from the fare-caps feature
 * (docs/behaviour/screens.md#journeys), or an incomplete journey's flag, from the claims feature; nothing where the
 * operator offers neither; a concession's fare, from the concessions feature. A journey the caps did not touch
 * mounts no slot at all: an open day of a busy rider renders dozens of journeys.
 */
export function JourneyFlags({ ticket }: { ticket: Ticket }) {
  if (ticket.incomplete) return <FeatureSlot name="tripClaim" ticket={ticket} />;
  const capped = isCapped(ticket) ? <FeatureSlot name="cappedFare" ticket={ticket} /> : null;
  // A concession's fare, from the concessions feature, before what the caps then took off it.
  if (!ticket.concession) return capped;
  return (
    <>
      <FeatureSlot name="concessionFare" ticket={ticket} />
      {capped}
    </>
  );
}

/**
 * A day's cap state beside the day's total: what the caps took off its trips (docs/behaviour/screens.md#journeys).
 * Memoised on the day: opening or closing the day leaves it as it was.
 */
export const DayCapState = memo(function DayCapState({ day }: { day: TravelDay }) {
  if (!day.journeys.some((journey) => isCapped(journey.ticket))) return null;
  return <FeatureSlot name="dayCapSavings" tickets={day.journeys.map((journey) => journey.ticket)} />;
});
