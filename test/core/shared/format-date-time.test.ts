import { describe, expect, it } from 'vitest';
import {
  formatCalendarDay,
  formatDateTime,
  formatLongDay,
  formatMonth,
  formatShortDayTime,
} from '../../../src/core/shared/format-date-time';

const AT = new Date('2026-11-22T08:14:03Z');

describe('formatDateTime', () => {
  it('writes four-digit years in every language, one format per locale', () => {
    expect(formatDateTime(AT, 'en-GB', 'Europe/Rome')).toBe('22/11/2026, 09:14:03');
    expect(formatDateTime(AT, 'it-IT', 'Europe/Rome')).toBe('22/11/2026, 09:14:03');
    expect(formatDateTime(AT, 'de-DE', 'Europe/Rome')).toBe('22.11.2026, 09:14:03');
    expect(formatDateTime(AT, 'fr-FR', 'Europe/Rome')).toBe('22/11/2026 09:14:03');
  });
});

describe('formatCalendarDay', () => {
  it('writes the day as it is, whatever the device zone, the years before 100 too', () => {
    expect(formatCalendarDay('2026-11-01', 'it-IT')).toBe('01/11/2026');
    expect(formatCalendarDay('0012-03-14', 'de-DE')).toBe('14.03.12'); // not 1912
  });
});

describe('formatMonth', () => {
  it('names the month and its year in the locale, long or short, from a month or any of its days', () => {
    expect(formatMonth('2026-11', 'it-IT')).toBe('novembre 2026');
    expect(formatMonth('2026-11-30', 'de-DE')).toBe('November 2026');
    expect(formatMonth('2026-01', 'en-GB', 'short')).toBe('Jan 2026');
    expect(formatMonth('2026-01', 'fr-FR', 'short')).toBe('janv. 2026');
  });
});

describe('words in the interface’s language, formats in the account’s locale', () => {
  it('names months and weekdays in the language, in the locale’s order and with its separators', () => {
    expect(formatMonth('2025-12', 'it-IT', 'short', 'en')).toBe('Dec 2025');
    expect(formatMonth('2025-12', 'it-IT', 'long', 'en')).toBe('December 2025');
    expect(formatLongDay('2026-11-27', 'it-IT', 'en')).toBe('Friday 27 November 2026');
    expect(formatLongDay('2026-11-27', 'de-DE', 'en')).toBe('Friday, 27. November 2026');
    expect(formatLongDay('2026-11-27', 'en-GB', 'it')).toBe('venerdì, 27 novembre 2026');
    expect(formatShortDayTime(new Date(2026, 10, 24, 8, 42), 'it-IT', true, 'en')).toBe('24 Nov, 08:42');
  });

  it('keeps the locale’s own words when the language is the locale’s or not given', () => {
    expect(formatLongDay('2026-11-27', 'it-IT', 'it')).toBe('venerdì 27 novembre 2026');
    expect(formatLongDay('2026-11-27', 'it-IT')).toBe('venerdì 27 novembre 2026');
    expect(formatMonth('2026-11', 'en-GB', 'long', 'en')).toBe('November 2026');
  });
});
