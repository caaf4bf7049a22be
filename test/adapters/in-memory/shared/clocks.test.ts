import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../../src/adapters/in-memory/shared/fixed-clock';
import { SystemClock } from '../../../../src/adapters/system/system-clock';

describe('clocks', () => {
  it('FixedClock stands still until moved, and hands out copies', () => {
    const clock = new FixedClock('2026-03-01T08:00:00Z');
    clock.now().setFullYear(1999);
    clock.advance(90_000);
    expect(clock.now().toISOString()).toBe('2026-03-01T08:01:30.000Z');
    clock.set('2026-12-31T23:59:59Z');
    expect(clock.now().toISOString()).toBe('2026-12-31T23:59:59.000Z');
  });

  it('SystemClock tells the time', () => {
    const before = Date.now();
    const now = new SystemClock().now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});
