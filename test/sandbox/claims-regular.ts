import type { Trip } from './claims-world';

const ROME = 'Europe/Rome';

/** Minutes after midnight in Rome. */
export function minutesOf(iso: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: ROME, hourCycle: 'h23', hour: 'numeric', minute: 'numeric' })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return Number(parts.hour) * 60 + Number(parts.minute);
}

/**
 * The exits reached from a trip's entry within 90 minutes of its time of day, over the complete trips of a window
 * (oldest first): how often, and the latest time — the regular journey as the contract defines it, read from the
 * rider's trips rather than from the sandbox's code.
 */
export function exitsAround(window: Trip[], trip: Trip) {
  const time = minutesOf(trip.valid_from);
  const exits = new Map<string, { trips: number; latest: string }>();
  for (const other of window) {
    const apart = Math.abs(minutesOf(other.valid_from) - time);
    if (other.incomplete || !other.last_tap || other.first_tap.station !== trip.first_tap.station) continue;
    if (Math.min(apart, 1440 - apart) > 90) continue;
    const seen = exits.get(other.last_tap.station)?.trips ?? 0;
    exits.set(other.last_tap.station, { trips: seen + 1, latest: other.valid_from });
  }
  return exits;
}

/** The regular exit: the one reached most often, at least twice (the latest reached among equals); else null. */
export function regularExitOf(window: Trip[], trip: Trip) {
  const [best] = [...exitsAround(window, trip).entries()].sort(
    ([, a], [, b]) => b.trips - a.trips || b.latest.localeCompare(a.latest),
  );
  return best && best[1].trips >= 2 ? best[0] : null;
}
