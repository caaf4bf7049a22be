import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../src/core/shared/format-date-time';

const AT = new Date('2026-11-22T08:14:03Z');

describe('formatDateTime', () => {
  it('writes four-digit years in every language, one format per locale', () => {
    expect(formatDateTime(AT, 'en-GB', 'Europe/Rome')).toBe('22/11/2026, 09:14:03');
    expect(formatDateTime(AT, 'it-IT', 'Europe/Rome')).toBe('22/11/2026, 09:14:03');
    expect(formatDateTime(AT, 'de-DE', 'Europe/Rome')).toBe('22.11.2026, 09:14:03');
    expect(formatDateTime(AT, 'fr-FR', 'Europe/Rome')).toBe('22/11/2026 09:14:03');
  });
});
