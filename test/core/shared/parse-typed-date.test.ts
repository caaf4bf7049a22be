import { describe, expect, it } from 'vitest';
import { dateFieldOrderOf, parseTypedDate } from '../../../src/core/shared/parse-typed-date';

describe('parseTypedDate (a typed date of birth is read, or refused, never invented)', () => {
  it.each([
    ['14/03/1990', '1990-03-14'],
    ['14.03.1990', '1990-03-14'],
    ['14-03-1990', '1990-03-14'],
    ['14 03 1990', '1990-03-14'],
    ['14. 3. 1990', '1990-03-14'],
    ['4.3.1990', '1990-03-04'],
    ['14031990', '1990-03-14'],
    ['1990-03-14', '1990-03-14'],
    ['1990-3-4', '1990-03-04'],
    ['1990/03/14', '1990-03-14'],
    ['  14/03/1990  ', '1990-03-14'],
    ['29/02/2000', '2000-02-29'],
    ['31/12/1999', '1999-12-31'],
  ])('reads %j day-month-year as %s', (typed, expected) => {
    expect(parseTypedDate(typed, 'dmy')).toBe(expected);
  });

  it.each([
    ['31/02/1990', 'a day February does not have'],
    ['29/02/1900', '29 February of a year that is not a leap year'],
    ['32/01/1990', 'day 32'],
    ['00/01/1990', 'day 0'],
    ['14/13/1990', 'month 13'],
    ['14/00/1990', 'month 0'],
    ['14/03/90', 'a two-digit year'],
    ['140390', 'six digits (a two-digit year)'],
    ['1990-02-31', 'an ISO date February does not have'],
    ['19900314', 'eight digits that are not day-month-year'],
    ['14/03', 'no year'],
    ['14/03/', 'an empty year'],
    ['1990', 'a year alone'],
    ['', 'nothing'],
    ['   ', 'spaces'],
    ['tomorrow', 'a word'],
    ['14/03/1990x', 'trailing text'],
    ['14//03/1990', 'two separators'],
    ['14/03/19900', 'a five-digit year'],
    ['１４/０３/１９９０', 'full-width digits'],
  ])('refuses %j (%s)', (typed) => {
    expect(parseTypedDate(typed, 'dmy')).toBeUndefined();
  });

  it('reads the fields in the order of the locale, but a year written first always as year-month-day', () => {
    expect(parseTypedDate('03/14/1990', 'mdy')).toBe('1990-03-14');
    expect(parseTypedDate('03141990', 'mdy')).toBe('1990-03-14');
    expect(parseTypedDate('03/14/1990', 'dmy')).toBeUndefined();
    expect(parseTypedDate('19900314', 'ymd')).toBe('1990-03-14');
    expect(parseTypedDate('1990.03.14', 'ymd')).toBe('1990-03-14');
    expect(parseTypedDate('1990-03-14', 'mdy')).toBe('1990-03-14');
  });
});

describe('dateFieldOrderOf', () => {
  it.each([
    ['en-GB', 'dmy'],
    ['it', 'dmy'],
    ['fr', 'dmy'],
    ['de', 'dmy'],
    ['en-US', 'mdy'],
    ['sv-SE', 'ymd'],
  ])('writes %s dates as %s', (locale, order) => {
    expect(dateFieldOrderOf(locale)).toBe(order);
  });

  it('falls back to day-month-year for a tag Intl refuses', () => {
    expect(dateFieldOrderOf('not a locale!')).toBe('dmy');
  });
});
