import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../../src/adapters/in-memory/shared/fixed-clock';
import { SequentialIdGenerator } from '../../../../src/adapters/in-memory/shared/sequential-id-generator';
import { SystemClock } from '../../../../src/adapters/system/system-clock';
import { UuidIdGenerator } from '../../../../src/adapters/system/uuid-id-generator';

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

describe('id generators', () => {
  it('SequentialIdGenerator counts', () => {
    const ids = new SequentialIdGenerator('order');
    expect([ids.next(), ids.next()]).toEqual(['order-1', 'order-2']);
  });

  it('UuidIdGenerator hands out distinct UUID v4s', () => {
    const ids = new UuidIdGenerator();
    const made = Array.from({ length: 50 }, () => ids.next());
    for (const id of made) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(made).size).toBe(50);
  });
});
