import { fromZonedTime } from 'date-fns-tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minutesApart, stationOf, suggestExit } from '../../../src/core/claims/suggest-exit';
import { addDays } from '../../../src/core/shared/calendar-day';
import { dayInZone } from '../../../src/core/travels/journey-days';
import type { Ticket } from '../../../src/core/travels/ticket';
import { CLAIM_RULES, aTicket } from '../../support/builders/claim-builder';

const ROME = 'Europe/Rome';
const TODAY = '2026-11-25';
const NOW = fromZonedTime(`${TODAY}T18:00:00`, ROME);
const STATIONS = ['Termini', 'Colosseo', 'Piramide', 'Flaminio', 'Lepanto'];

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const inRome = (day: string, minutes: number) => fromZonedTime(`${day}T${hhmm(minutes)}:00`, ROME);
const minuteOf = (instant: Date) => {
  const [hours, minutes] = new Intl.DateTimeFormat('en-GB', {
    timeZone: ROME,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(instant)
    .split(':')
    .map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/** The rider's trips over 70 days (some outside the window), between a few stations, some incomplete. */
const tripsArb = fc
  .array(
    fc.record({
      ago: fc.integer({ min: 0, max: 70 }),
      // Mostly mornings, as the incomplete trip: regular journeys are common, the 90 minutes' edges crossed.
      minute: fc.oneof(fc.integer({ min: 0, max: 24 * 60 - 1 }), fc.integer({ min: 6 * 60, max: 11 * 60 })),
      from: fc.constantFrom(...STATIONS),
      to: fc.constantFrom<string | null>(...STATIONS, null),
    }),
    { maxLength: 25 },
  )
  .map((made) =>
    made.map((trip, index) => aTicket(inRome(addDays(TODAY, -trip.ago), trip.minute), trip.from, trip.to, `t${index}`)),
  );

const incompleteArb = fc
  .record({ ago: fc.integer({ min: 0, max: 50 }), minute: fc.integer({ min: 7 * 60, max: 10 * 60 }) })
  .map(({ ago, minute }) => aTicket(inRome(addDays(TODAY, -ago), minute), 'Termini', null, 'claimed'));

/** The trips that count toward the regular journey of `ticket` ending at `exit`. */
const regular = (ticket: Ticket, trips: readonly Ticket[], exit: string) =>
  trips.filter(
    (trip) =>
      !trip.incomplete &&
      stationOf(trip.firstTap) === 'Termini' &&
      stationOf(trip.lastTap) === exit &&
      dayInZone(trip.validFrom, ROME) >= addDays(TODAY, -CLAIM_RULES.claimWindowDays) &&
      minutesApart(minuteOf(trip.validFrom), minuteOf(ticket.validFrom)) <= 90,
  );

describe('suggestExit (suggest-exit.ts)', () => {
  it("suggests an operator's station other than the entry, reached from it at least twice, and no exit more often", () => {
    fc.assert(
      fc.property(incompleteArb, tripsArb, (ticket, trips) => {
        const suggestion = suggestExit(ticket, trips, CLAIM_RULES, NOW);
        const known = CLAIM_RULES.stations.map((station) => station.station).filter((name) => name !== 'Termini');
        const counts = known.map((exit) => regular(ticket, trips, exit).length);
        const most = Math.max(0, ...counts);
        if (most < 2) expect(suggestion).toBeNull();
        else {
          expect(suggestion).not.toBeNull();
          expect(known).toContain(suggestion?.station);
          expect(regular(ticket, trips, suggestion?.station ?? '').length).toBe(most);
        }
      }),
    );
  });

  it('does not depend on the order of the trips, nor on trips outside the window', () => {
    fc.assert(
      fc.property(incompleteArb, tripsArb, fc.integer({ min: 57, max: 200 }), (ticket, trips, ago) => {
        const suggestion = suggestExit(ticket, trips, CLAIM_RULES, NOW);
        expect(suggestExit(ticket, [...trips].reverse(), CLAIM_RULES, NOW)).toEqual(suggestion);
        const old = [0, 1, 2].map((index) =>
          aTicket(inRome(addDays(TODAY, -ago), minuteOf(ticket.validFrom)), 'Termini', 'Lepanto', `old${index}`),
        );
        expect(suggestExit(ticket, [...trips, ...old], CLAIM_RULES, NOW)).toEqual(suggestion);
      }),
    );
  });

  it('gives a tie to the exit reached most recently', () => {
    const ticket = aTicket(inRome('2026-11-24', 8 * 60), 'Termini', null, 'x');
    const trips = [
      aTicket(inRome('2026-11-10', 8 * 60), 'Termini', 'Colosseo', 'a'),
      aTicket(inRome('2026-11-12', 8 * 60), 'Termini', 'Piramide', 'b'),
      aTicket(inRome('2026-11-13', 8 * 60), 'Termini', 'Colosseo', 'c'),
      aTicket(inRome('2026-11-14', 8 * 60 + 30), 'Termini', 'Piramide', 'd'),
    ];
    expect(suggestExit(ticket, trips, CLAIM_RULES, NOW)).toEqual({ station: 'Piramide', line: 'B' });
  });

  it('reads times of day in the operator zone, across midnight', () => {
    const ticket = aTicket(inRome('2026-11-24', 23 * 60 + 50), 'Termini', null, 'x');
    const trips = [
      aTicket(inRome('2026-11-10', 0 * 60 + 40), 'Termini', 'Flaminio', 'a'),
      aTicket(inRome('2026-11-12', 23 * 60), 'Termini', 'Flaminio', 'b'),
      aTicket(inRome('2026-11-13', 21 * 60), 'Termini', 'Colosseo', 'c'),
      aTicket(inRome('2026-11-14', 21 * 60), 'Termini', 'Colosseo', 'd'),
      aTicket(inRome('2026-11-15', 21 * 60), 'Termini', 'Colosseo', 'e'),
    ];
    expect(suggestExit(ticket, trips, CLAIM_RULES, NOW)).toEqual({ station: 'Flaminio', line: 'A' });
  });

  it('suggests nothing from a single journey', () => {
    const ticket = aTicket(inRome('2026-11-24', 8 * 60), 'Termini', null, 'x');
    expect(
      suggestExit(ticket, [aTicket(inRome('2026-11-20', 8 * 60), 'Termini', 'Colosseo', 'a')], CLAIM_RULES, NOW),
    ).toBeNull();
  });
});
