import { describe, expect, it } from 'vitest';
import { addDays, weekday, zonedDay, zonedInstant } from '../../sandbox/oms/network/zoned-time.mjs';

describe("the sandbox's zoned times and calendar days (date-fns-tz, date-fns)", () => {
  it("reads a wall clock in the operator's zone, summer time included, and runs past midnight into the next day", () => {
    expect(zonedInstant('2025-01-15', 8 * 60 + 5, 'Europe/Rome').toISOString()).toBe('2025-01-15T07:05:00.000Z');
    expect(zonedInstant('2025-03-30', 8 * 60 + 5, 'Europe/Rome').toISOString()).toBe('2025-03-30T06:05:00.000Z');
    expect(zonedInstant('2025-10-26', 0, 'Europe/Berlin').toISOString()).toBe('2025-10-25T22:00:00.000Z');
    expect(zonedInstant('2025-12-31', 24 * 60 + 30, 'Europe/Rome').toISOString()).toBe('2025-12-31T23:30:00.000Z');
  });

  it("tells an instant's calendar day in the zone, not in UTC", () => {
    expect(zonedDay(new Date('2025-06-30T22:30:00Z'), 'Europe/Rome')).toBe('2025-07-01');
    expect(zonedDay(new Date('2025-06-30T21:30:00Z'), 'Europe/Rome')).toBe('2025-06-30');
  });

  it('counts calendar days across months, years and the change of time, and names their weekday', () => {
    expect(addDays('2025-03-29', 2)).toBe('2025-03-31');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(weekday('2025-03-30')).toBe(0);
    expect(weekday('2025-03-29')).toBe(6);
  });
});
