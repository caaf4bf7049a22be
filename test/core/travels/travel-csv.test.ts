import { formatInTimeZone } from 'date-fns-tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TICKET_CSV_COLUMNS, ticketsCsv, zonedDateTime } from '../../../src/core/travels/travel-csv';
import { aTrip, VISA_4111 } from '../../support/builders/travel-builder';

const HEADERS = Object.fromEntries(TICKET_CSV_COLUMNS.map((column) => [column, column])) as Record<
  (typeof TICKET_CSV_COLUMNS)[number],
  string
>;

// docs/behaviour/rules.md#dates-and-times
describe("trips' CSV in each trip's own zone", () => {
  it('writes a time as date-fns-tz reads it in the zone, whatever the instant', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }),
        fc.constantFrom('Europe/Rome', 'America/New_York', 'Asia/Kolkata', 'UTC'),
        (ms, zone) => {
          const instant = new Date(ms - (ms % 1000));
          expect(zonedDateTime(instant, zone)).toBe(formatInTimeZone(instant, zone, 'yyyy-MM-dd HH:mm:ss'));
        },
      ),
    );
  });

  it("names each trip's zone, the fallback's for a trip without one", () => {
    const trip = { id: '1', card: VISA_4111, ...aTrip('2026-11-18T07:40:00Z') };
    const csv = ticketsCsv([{ ...trip, timeZone: 'Europe/Rome' }, trip], HEADERS, 'America/New_York');
    const [, rome, york] = csv.trim().split('\r\n');
    expect(rome).toMatch(/,2026-11-18 08:40:00,2026-11-18 10:20:00,Europe\/Rome$/);
    expect(york).toMatch(/,2026-11-18 02:40:00,2026-11-18 04:20:00,America\/New_York$/);
  });
});
