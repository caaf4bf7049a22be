import fc from 'fast-check';
import { formatInTimeZone } from 'date-fns-tz';
import { describe, expect, it } from 'vitest';
import { dayInZone, journeyDays, stationOf } from '../../../src/core/travels/journey-days';
import type { Ticket } from '../../../src/core/travels/ticket';
import { VISA_4111 } from '../../support/builders/travel-builder';

const ZONES = ['Europe/Rome', 'Europe/London', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'UTC'];
const zoneArb = fc.constantFrom(...ZONES);
const STATIONS = ['Termini', 'Colosseo', 'Flaminio', 'Cavour'];
// Around two DST changes in Europe and America, and plain days either side.
const instantArb = fc
  .integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2026, 11, 31) })
  .map((ms) => new Date(ms - (ms % 60_000)));

const ticketArb: fc.Arbitrary<Ticket> = fc
  .record({
    id: fc.uuid(),
    amount: fc.integer({ min: 0, max: 1_000 }),
    from: fc.constantFrom(...STATIONS),
    to: fc.option(fc.constantFrom(...STATIONS), { nil: null }),
    validFrom: instantArb,
    timeZone: fc.option(zoneArb, { nil: undefined }),
  })
  .map(({ id, amount, from, to, validFrom, timeZone }) => ({
    id,
    fare: 'Corsa singola',
    card: VISA_4111,
    amount: { minor: amount, currency: 'EUR' },
    firstTap: [
      ['station', from],
      ['line', 'A'],
    ],
    lastTap: to === null ? null : [['station', to]],
    validFrom,
    validTo: new Date(validFrom.getTime() + 100 * 60_000),
    ...(timeZone ? { timeZone } : {}),
  }));
const ticketsArb = fc.uniqueArray(ticketArb, { selector: (ticket) => ticket.id, maxLength: 60 });

describe('journey days (docs/behaviour/rules.md#journeys)', () => {
  it('puts every trip in exactly one day', () => {
    fc.assert(
      fc.property(ticketsArb, zoneArb, (tickets, fallback) => {
        const ids = journeyDays(tickets, fallback).flatMap((day) => day.journeys.map((journey) => journey.ticket.id));
        expect(ids.sort()).toEqual(tickets.map((ticket) => ticket.id).sort());
      }),
    );
  });

  it('totals each day as the sum of its fares, and counts its journeys without a tap-out', () => {
    fc.assert(
      fc.property(ticketsArb, zoneArb, (tickets, fallback) => {
        for (const day of journeyDays(tickets, fallback)) {
          const sum = day.journeys.reduce((total, journey) => total + journey.ticket.amount.minor, 0);
          expect(day.total).toEqual({ kind: 'total', amount: { minor: sum, currency: 'EUR' } });
          expect(day.incomplete).toBe(day.journeys.filter((journey) => journey.ticket.lastTap === null).length);
        }
      }),
    );
  });

  it('orders days newest first, each day once, and its journeys newest first', () => {
    fc.assert(
      fc.property(ticketsArb, zoneArb, (tickets, fallback) => {
        const days = journeyDays(tickets, fallback);
        const names = days.map((day) => day.day);
        expect(names).toEqual([...new Set(names)].sort().reverse());
        for (const day of days) {
          const times = day.journeys.map((journey) => journey.ticket.validFrom.getTime());
          expect(times).toEqual([...times].sort((a, b) => b - a));
        }
      }),
    );
  });

  it("places a trip on its calendar day in its own zone (the fallback's when it has none)", () => {
    fc.assert(
      fc.property(ticketsArb, zoneArb, (tickets, fallback) => {
        for (const day of journeyDays(tickets, fallback))
          for (const journey of day.journeys) {
            const zone = journey.ticket.timeZone ?? fallback;
            expect(journey.timeZone).toBe(zone);
            expect(day.day).toBe(formatInTimeZone(journey.ticket.validFrom, zone, 'yyyy-MM-dd'));
          }
      }),
    );
  });

  it('reads the day of any instant in any zone as date-fns-tz does (offsets read per UTC day included)', () => {
    fc.assert(
      fc.property(instantArb, zoneArb, (instant, zone) => {
        expect(dayInZone(instant, zone)).toBe(formatInTimeZone(instant, zone, 'yyyy-MM-dd'));
      }),
      { numRuns: 500 },
    );
  });

  it('reads the day right around the clock changes (Rome, New York, Lord Howe) to the second', () => {
    const changes = ['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z', '2026-03-08T07:00:00Z', '2026-11-01T06:00:00Z']
      .concat(['2026-04-04T15:00:00Z', '2026-10-03T15:30:00Z'])
      .map((at) => Date.parse(at));
    const nearArb = fc
      .tuple(fc.constantFrom(...changes), fc.integer({ min: -2 * 86_400, max: 2 * 86_400 }))
      .map(([at, seconds]) => new Date(at + seconds * 1000));
    fc.assert(
      fc.property(nearArb, zoneArb, (instant, zone) => {
        expect(dayInZone(instant, zone)).toBe(formatInTimeZone(instant, zone, 'yyyy-MM-dd'));
      }),
      { numRuns: 2_000 },
    );
  });

  it('names a journey by its stations: Termini → Colosseo, and flags one without a tap-out', () => {
    const [ticket] = fc.sample(ticketArb, { numRuns: 1, seed: 7 });
    const [day] = journeyDays([{ ...ticket!, lastTap: null }], 'Europe/Rome');
    expect(day?.journeys[0]).toMatchObject({ from: stationOf(ticket!.firstTap), to: null, incomplete: true });
    expect(stationOf([['stop', 'Cavour']])).toBe('Cavour');
    expect(stationOf([])).toBe('');
  });

  it('keeps a day of two currencies apart instead of summing them', () => {
    const [ticket] = fc.sample(ticketArb, { numRuns: 1, seed: 3 });
    const other = { ...ticket!, id: 'other', amount: { minor: 200, currency: 'GBP' } };
    const [day] = journeyDays([ticket!, other], 'UTC');
    expect(day?.total).toEqual({ kind: 'mixed-currencies', currencies: ['EUR', 'GBP'] });
  });
});
