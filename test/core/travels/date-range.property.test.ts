import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isCalendarDay, localDayOf } from '../../../src/core/shared/calendar-day';
import { daysInclusive } from '../../support/days-inclusive';
import { customRange, displayRange, presetRange, RANGE_PRESETS } from '../../../src/core/travels/date-range';

const dayArb = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('date presets', () => {
  it('every preset runs from ≤ to ≤ today, on real days', () => {
    fc.assert(
      fc.property(dayArb, fc.constantFrom(...RANGE_PRESETS), (today, preset) => {
        const range = presetRange(preset, today);
        expect(isCalendarDay(range.from) && isCalendarDay(range.to)).toBe(true);
        expect(range.from <= range.to && range.to <= today).toBe(true);
      }),
    );
  });

  it('Last 30 Days is 30 days, today included', () => {
    fc.assert(
      fc.property(dayArb, (today) => {
        const range = presetRange('last30Days', today);
        expect(range.to).toBe(today);
        expect(daysInclusive(range.from, range.to)).toBe(30);
      }),
    );
  });

  it('Last Month is the whole previous month, and ends the day before This Month starts', () => {
    fc.assert(
      fc.property(dayArb, (today) => {
        const last = presetRange('lastMonth', today);
        const current = presetRange('thisMonth', today);
        expect(last.from.endsWith('-01')).toBe(true);
        expect(addDays(last.to, 1)).toBe(current.from);
      }),
    );
  });

  it('handles month ends and leap days', () => {
    expect(presetRange('lastMonth', '2026-03-31')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('lastMonth', '2028-03-01')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(presetRange('lastMonth', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetRange('last12Months', '2028-02-29')).toEqual({ from: '2027-02-28', to: '2028-02-29' });
    expect(presetRange('last12Months', '2026-11-22')).toEqual({ from: '2025-11-22', to: '2026-11-22' });
    expect(presetRange('last30Days', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(presetRange('thisMonth', '2026-11-22')).toEqual({ from: '2026-11-01', to: '2026-11-22' });
  });

  it('a picked range is put in order and never reaches past today', () => {
    fc.assert(
      fc.property(dayArb, dayArb, dayArb, (first, second, today) => {
        const range = customRange(first, second, today);
        expect(range.from <= range.to && range.to <= today).toBe(true);
      }),
    );
    expect(customRange('2026-11-30', '2026-11-02', '2026-11-22')).toEqual({ from: '2026-11-02', to: '2026-11-22' });
  });

  it('shows a range as DD/MM/YYYY - DD/MM/YYYY', () => {
    expect(displayRange({ from: '2026-10-24', to: '2026-11-22' })).toBe('24/10/2026 - 22/11/2026');
    expect(displayRange({ from: '2026-10-24', to: '2026-11-22' }, 'en-GB')).toBe('24/10/2026 - 22/11/2026');
    expect(displayRange({ from: '2026-10-24', to: '2026-11-22' }, 'it-IT')).toBe('24/10/2026 - 22/11/2026');
    expect(displayRange({ from: '2026-10-04', to: '2026-11-02' }, 'de-DE')).toBe('04.10.2026 - 02.11.2026');
  });

  it('refuses days that do not exist', () => {
    expect(['2026-02-30', '2026-13-01', '26-01-01', '2026-1-1', ''].map(isCalendarDay)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('today, in the rider’s time zone, across DST changes', () => {
  const saved = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Europe/Rome';
  });
  afterAll(() => {
    process.env.TZ = saved;
  });

  it('takes the local calendar day of the clock, not the UTC one', () => {
    // 23:30 UTC on 28 March 2026 is 00:30 on the 29th in Rome (CET, +1), the night clocks go forward.
    expect(localDayOf(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
    // 22:30 UTC on 24 October 2026 is 00:30 on the 25th in Rome (CEST, +2), the night clocks go back.
    expect(localDayOf(new Date('2026-10-24T22:30:00Z'))).toBe('2026-10-25');
  });

  it('counts Last 30 Days on the calendar, so a DST change does not shift it', () => {
    const today = localDayOf(new Date('2026-04-10T22:30:00Z'));
    expect(presetRange('last30Days', today)).toEqual({ from: '2026-03-13', to: '2026-04-11' });
    const autumn = localDayOf(new Date('2026-11-05T23:30:00Z'));
    expect(presetRange('last30Days', autumn)).toEqual({ from: '2026-10-08', to: '2026-11-06' });
  });
});
