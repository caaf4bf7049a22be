import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatDateTime, formatMonth } from '../../../src/core/shared/format-date-time';

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
