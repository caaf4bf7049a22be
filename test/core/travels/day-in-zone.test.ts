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

  it("agrees with the platform's own calendar in any zone", () => {
    const zones = ['Europe/Rome', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata', 'Pacific/Kiritimati'];
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(...zones),
        (instant, timeZone) => {
          const day = dayInZone(instant, timeZone);
          const platform = new Intl.DateTimeFormat('en-CA', {
            timeZone,
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
          });
          expect([isCalendarDay(day), day]).toEqual([true, platform.format(instant)]);
        },
      ),
    );
  });
});
