import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoInstant } from '../../../../src/adapters/http/operations-api/iso-instant';

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const engine = (value: unknown) => {
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.getTime();
};

/** Strings of the canonical shape with each field anywhere in its digits' range, in and out of the calendar's. */
const canonicalShaped = fc
  .record({
    year: fc.integer({ min: 0, max: 9999 }),
    month: fc.integer({ min: 0, max: 99 }),
    day: fc.integer({ min: 0, max: 99 }),
    hour: fc.integer({ min: 0, max: 99 }),
    minute: fc.integer({ min: 0, max: 99 }),
    second: fc.integer({ min: 0, max: 99 }),
    ms: fc.integer({ min: 0, max: 999 }),
  })
  .map(
    ({ year, month, day, hour, minute, second, ms }) =>
      `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}T${pad(hour, 2)}:${pad(minute, 2)}:${pad(second, 2)}.${pad(ms, 3)}Z`,
  );

describe('isoInstant reads what new Date reads', () => {
  it('for every string of the canonical shape, in range or not', () => {
    fc.assert(
      fc.property(canonicalShaped, (value) => {
        expect(isoInstant(value)?.getTime() ?? null).toBe(engine(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('for real instants written as the operator writes them', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('0100-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }),
        (date) => {
          expect(isoInstant(date.toISOString())?.getTime()).toBe(date.getTime());
        },
      ),
    );
  });

  it('for the edges: leap days, hour 24, two-digit years, other shapes and other types', () => {
    for (const value of [
      '2024-02-29T12:00:00.000Z',
      '2026-02-29T12:00:00.000Z',
      '1900-02-29T00:00:00.000Z',
      '2000-02-29T00:00:00.000Z',
      '2026-04-31T10:00:00.000Z',
      '2026-12-01T24:00:00.000Z',
      '0099-01-01T00:00:00.000Z',
      '2026-11-25T14:40:00Z',
      '2026-11-25T14:40:00.000+01:00',
      '2026-11-25',
      '+002026-01-01T00:00:00.000Z',
      '2026-1x-25T14:40:00.000Z',
      'not a date',
      '',
    ])
      expect(isoInstant(value)?.getTime() ?? null, value).toBe(engine(value));
    for (const value of [undefined, null, 0, 1_764_000_000_000, {}, []]) expect(isoInstant(value)).toBeNull();
  });

  it('for any string at all', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom(...'0123456789-T:.Z+') })), (value) => {
        expect(isoInstant(value)?.getTime() ?? null).toBe(engine(value));
      }),
    );
  });
});
