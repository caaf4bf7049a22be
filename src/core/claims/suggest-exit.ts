import { addDays } from '../shared/calendar-day';
import { wallClockIn } from '../shared/wall-clock';
import { dayInZone } from '../travels/journey-days';
import type { TapData } from '../travels/tap-data';
import type { Ticket } from '../travels/ticket';
import type { ClaimRules, Station } from './claim-rules';

/** How far from the trip's time of day a regular journey starts (docs/contracts.md#claims-incomplete-journeys-corrected-wrong-charges-reported). */
export const REGULAR_JOURNEY_MINUTES = 90;

/** How many times the rider must have made a journey for it to be regular. */
export const REGULAR_JOURNEY_TIMES = 2;

const MINUTES_A_DAY = 24 * 60;

/** A tap's station, when the gate recorded one. */
export const stationOf = (tap: TapData | null): string | null => tap?.find(([key]) => key === 'station')?.[1] ?? null;

const minuteOfDay = (instant: Date, timeZone: string): number => {
  const clock = wallClockIn(instant, timeZone);
  return clock.hour * 60 + clock.minute;
};

/** Minutes between two times of day, across midnight (23:30 and 00:15 are 45 minutes apart). */
export const minutesApart = (a: number, b: number): number => {
  const distance = Math.abs(a - b) % MINUTES_A_DAY;
  return Math.min(distance, MINUTES_A_DAY - distance);
};

/**
 * The exit to suggest for an incomplete trip: the rider's regular journey from its entry station — the exit of the
 * operator's stations most often reached from that entry within 90 minutes of the trip's time of day, over the claim
 * window up to `now`, at least twice; a tie goes to the exit reached most recently. Null when there is none. Days and
 * times of day are the operator's (its zone). `trips` are the rider's trips (the incomplete one among them or not).
 */
export function suggestExit(
  ticket: Pick<Ticket, 'id' | 'firstTap' | 'validFrom'>,
  trips: readonly Ticket[],
  rules: Pick<ClaimRules, 'timeZone' | 'claimWindowDays' | 'stations'>,
  now: Date,
): Station | null {
  const entry = stationOf(ticket.firstTap);
  if (entry === null) return null;
  const zone = rules.timeZone;
  const today = dayInZone(now, zone);
  const from = addDays(today, -rules.claimWindowDays);
  const minute = minuteOfDay(ticket.validFrom, zone);
  const counts = new Map<string, { station: Station; times: number; latest: number }>();
  for (const trip of trips) {
    if (trip.id === ticket.id || trip.incomplete || stationOf(trip.firstTap) !== entry) continue;
    const exit = stationOf(trip.lastTap);
    const station = rules.stations.find((known) => known.station === exit);
    if (!station || station.station === entry) continue;
    const day = dayInZone(trip.validFrom, zone);
    if (day < from || day > today) continue;
    if (minutesApart(minuteOfDay(trip.validFrom, zone), minute) > REGULAR_JOURNEY_MINUTES) continue;
    const seen = counts.get(station.station) ?? { station, times: 0, latest: -Infinity };
    counts.set(station.station, {
      station,
      times: seen.times + 1,
      latest: Math.max(seen.latest, trip.validFrom.getTime()),
    });
  }
  let best: { station: Station; times: number; latest: number } | null = null;
  for (const candidate of counts.values()) {
    if (candidate.times < REGULAR_JOURNEY_TIMES) continue;
    if (!best || candidate.times > best.times || (candidate.times === best.times && candidate.latest > best.latest))
      best = candidate;
  }
  return best?.station ?? null;
}
