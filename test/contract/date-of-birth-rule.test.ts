import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MINIMUM_AGE, dateOfBirthError, isOldEnough } from '../../contract/operator-rules.mjs';

const TODAY = new Date('2026-03-14T10:00:00Z');

describe('the date-of-birth rule, on a given day', () => {
  it('is 14 years unless the operator says', () => {
    expect(DEFAULT_MINIMUM_AGE).toBe(14);
  });

  it.each([
    ['', 'required'],
    ['1990-02-31', 'invalid'],
    ['1990-13-01', 'invalid'],
    ['14/03/1990', 'invalid'],
    ['1899-12-31', 'invalid'],
    ['2026-03-15', 'invalid'],
    ['2025-06-01', 'tooYoung'],
    ['2012-03-15', 'tooYoung'],
    ['2012-03-14', undefined],
    ['1990-03-14', undefined],
  ])('answers %j with %s for a minimum age of 14 on 14 March 2026', (value, code) => {
    expect(dateOfBirthError(value, 14, TODAY)).toBe(code);
  });

  it("follows the operator's minimum age", () => {
    expect(dateOfBirthError('2010-01-01', 18, TODAY)).toBe('tooYoung');
    expect(dateOfBirthError('2008-03-14', 18, TODAY)).toBeUndefined();
    expect(dateOfBirthError('2026-03-14', 0, TODAY)).toBeUndefined();
  });

  it('lets someone born on 29 February come of age on 1 March of a year without one', () => {
    expect(isOldEnough('2012-02-29', 14, new Date('2026-02-28T12:00:00Z'))).toBe(false);
    expect(isOldEnough('2012-02-29', 14, new Date('2026-03-01T00:00:00Z'))).toBe(true);
    expect(isOldEnough('2012-02-29', 16, new Date('2028-02-29T00:00:00Z'))).toBe(true);
  });

  it('agrees with counting birthdays', () => {
    const dayArb = fc.date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2100-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(dayArb, dayArb, fc.integer({ min: 0, max: 30 }), (birth, today, minimumAge) => {
        const [by, bm, bd] = [birth.getUTCFullYear(), birth.getUTCMonth(), birth.getUTCDate()];
        const [ty, tm, td] = [today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()];
        const age = ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
        expect(isOldEnough(birth.toISOString().slice(0, 10), minimumAge, today)).toBe(age >= minimumAge);
      }),
    );
  });
});
