import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCalendarDay } from '../../../src/core/shared/calendar-day';
import { dayInZone } from '../../../src/core/travels/journey-days';

describe('the day an instant falls on, in a time zone', () => {
  it.each([
    ['2026-03-14T23:30:00Z', 'Europe/Rome', '2026-03-15'],
    ['2026-03-14T23:30:00Z', 'UTC', '2026-03-14'],
    ['2026-03-15T03:30:00Z', 'America/New_York', '2026-03-14'],
    // The night the clocks go forward (Rome, 29 March 2026 at 02:00 → 03:00).
    ['2026-03-28T23:59:59Z', 'Europe/Rome', '2026-03-29'],
    ['2026-03-29T21:59:59Z', 'Europe/Rome', '2026-03-29'],
    ['2026-03-29T22:00:00Z', 'Europe/Rome', '2026-03-30'],
  ])('%s in %s is %s', (instant, zone, day) => {
    expect(dayInZone(new Date(instant), zone)).toBe(day);
  });

  const zones = ['Europe/Rome', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata', 'Pacific/Kiritimati'];
  const platformDay = (instant: Date, timeZone: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

  it("agrees with the platform's own calendar in any zone", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(...zones),
        (instant, timeZone) => {
          const day = dayInZone(instant, timeZone);
          expect([isCalendarDay(day), day]).toEqual([true, platformDay(instant, timeZone)]);
        },
      ),
    );
  });

  // A year of trips is read in order: most instants fall in the day named just before (read from its span, not
  // again), across midnights and the nights the clocks change.
  it('agrees with the platform for runs of nearby instants, in any order, zone after zone', () => {
    const hour = 3_600_000;
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.array(fc.tuple(fc.integer({ min: -72 * hour, max: 72 * hour }), fc.constantFrom(...zones)), {
          minLength: 1,
          maxLength: 40,
        }),
        (base, steps) => {
          for (const [delta, timeZone] of steps) {
            const instant = new Date(base.getTime() + delta);
            expect(dayInZone(instant, timeZone)).toBe(platformDay(instant, timeZone));
          }
        },
      ),
    );
  });

  it('names the days around a change of the clocks from one run of minutes (Rome, Lord Howe)', () => {
    for (const [start, timeZone] of [
      ['2026-03-28T20:00:00Z', 'Europe/Rome'],
      ['2026-10-24T20:00:00Z', 'Europe/Rome'],
      ['2026-04-04T10:00:00Z', 'Australia/Lord_Howe'],
    ] as const) {
      for (let minute = 0; minute < 48 * 60; minute += 7) {
        const instant = new Date(Date.parse(start) + minute * 60_000);
        expect(dayInZone(instant, timeZone)).toBe(platformDay(instant, timeZone));
      }
    }
  });
});
