import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCalendarDay } from '../../../src/core/shared/calendar-day';
import { parseTypedDate, type DateFieldOrder } from '../../../src/core/shared/parse-typed-date';

interface Fields {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const iso = ({ year, month, day }: Fields) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** A real calendar day with a four-digit year. */
const dayArb: fc.Arbitrary<Fields> = fc
  .record({
    year: fc.integer({ min: 1000, max: 9999 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .filter(({ year, month, day }) => day <= daysIn(year, month));

/** Day and month a month does not have: 30 or 31 February, 31 April… */
const overflowArb: fc.Arbitrary<Fields> = fc
  .record({
    year: fc.integer({ min: 1000, max: 9999 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 29, max: 31 }),
  })
  .filter(({ year, month, day }) => day > daysIn(year, month));

const separatorArb = fc.constantFrom('/', '.', '-', ' ', '. ', ' / ');
const twoDigits = (value: number) => String(value).padStart(2, '0');
const fieldArb = (value: number) => fc.constantFrom(String(value), twoDigits(value));
const orderArb = fc.constantFrom<DateFieldOrder>('dmy', 'mdy', 'ymd');

/** The day as a rider of a locale with that order types it, with separators or as eight digits. */
function typedArb(fields: Fields, order: DateFieldOrder, year = String(fields.year)): fc.Arbitrary<string> {
  const separated = fc.tuple(fieldArb(fields.day), fieldArb(fields.month), separatorArb).map(([day, month, sep]) => {
    const inOrder = { dmy: [day, month, year], mdy: [month, day, year], ymd: [year, month, day] }[order];
    return inOrder.join(sep);
  });
  const day = twoDigits(fields.day);
  const month = twoDigits(fields.month);
  const compact = { dmy: `${day}${month}${year}`, mdy: `${month}${day}${year}`, ymd: `${year}${month}${day}` }[order];
  return fc.oneof(separated, fc.constant(compact));
}

/** Text made of digits and separators (date-shaped, mostly not a date), or anything at all. */
const anyTextArb = fc.oneof(
  fc
    .array(fc.constantFrom('0', '1', '2', '3', '9', '/', '.', '-', ' ', 'x'), { maxLength: 14 })
    .map((chars) => chars.join('')),
  fc.string(),
);

describe('parseTypedDate (properties)', () => {
  it('reads every day back as typed, in the locale order, with any separator or as eight digits', () => {
    fc.assert(
      fc.property(dayArb, orderArb, fc.context(), (fields, order, ctx) => {
        fc.assert(
          fc.property(typedArb(fields, order), (typed) => {
            ctx.log(typed);
            expect(parseTypedDate(typed, order)).toBe(iso(fields));
          }),
          { numRuns: 5 },
        );
      }),
    );
  });

  it('reads ISO 8601 (year first) in every locale order', () => {
    fc.assert(
      fc.property(dayArb, orderArb, (fields, order) => {
        expect(parseTypedDate(iso(fields), order)).toBe(iso(fields));
      }),
    );
  });

  it('never rolls a day the month does not have over to another date', () => {
    fc.assert(
      fc.property(overflowArb, orderArb, fc.context(), (fields, order, ctx) => {
        fc.assert(
          fc.property(typedArb(fields, order), (typed) => {
            ctx.log(typed);
            expect(parseTypedDate(typed, order)).toBeUndefined();
          }),
          { numRuns: 5 },
        );
        expect(parseTypedDate(iso(fields), order)).toBeUndefined();
      }),
    );
  });

  it('never guesses the century of a two-digit year', () => {
    fc.assert(
      fc.property(dayArb, fc.constantFrom<DateFieldOrder>('dmy', 'mdy'), fc.context(), (fields, order, ctx) => {
        fc.assert(
          fc.property(typedArb(fields, order, twoDigits(fields.year % 100)), (typed) => {
            ctx.log(typed);
            expect(parseTypedDate(typed, order)).toBeUndefined();
          }),
          { numRuns: 5 },
        );
      }),
    );
  });

  it('answers undefined or a real day made only of the numbers typed, in the locale order or year first', () => {
    fc.assert(
      fc.property(anyTextArb, orderArb, (typed, order) => {
        const day = parseTypedDate(typed, order);
        if (day === undefined) return;
        expect(isCalendarDay(day)).toBe(true);
        const [year, month, date] = day.split('-').map(Number) as [number, number, number];
        const digits = typed.trim();
        const numbers = /^\d{8}$/.test(digits)
          ? (order === 'ymd'
              ? [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6)]
              : [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)]
            ).map(Number)
          : (digits.match(/\d+/g) ?? []).map(Number);
        const expected = { dmy: [date, month, year], mdy: [month, date, year], ymd: [year, month, date] }[order];
        expect([expected, [year, month, date]]).toContainEqual(numbers);
      }),
    );
  });

  it('reads its own answer back unchanged', () => {
    fc.assert(
      fc.property(anyTextArb, orderArb, (typed, order) => {
        const day = parseTypedDate(typed, order);
        if (day !== undefined) expect(parseTypedDate(day, order)).toBe(day);
      }),
    );
  });
});
