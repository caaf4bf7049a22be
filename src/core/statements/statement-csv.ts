import { inertCell, toCsv, UTF8_BOM } from '../travels/csv';
import { decimalAmount } from '../travels/money';
import type { TapData } from '../travels/tap-data';
import { wallClockIn } from '../shared/wall-clock';
import type { Statement } from './statement';

/** A tap as one line of text (`station: Termini; line: A`), the same as tap-data.ts's on the trips pages. */
export const tapLine = (tap: TapData | null, separator: string): string =>
  (tap ?? []).map(([key, value]) => `${key}: ${value}`).join(separator);

const two = (value: number) => String(value).padStart(2, '0');

/** An instant as a spreadsheet reads it, on the clock of a zone: `2026-11-22 08:14:03`. */
function zonedDateTime(instant: Date, timeZone: string): string {
  const clock = wallClockIn(instant, timeZone);
  return `${String(clock.year).padStart(4, '0')}-${two(clock.month)}-${two(clock.day)} ${two(clock.hour)}:${two(clock.minute)}:${two(clock.second)}`;
}

/** The statement CSV's columns, in order; the UI gives each a title in the rider's language. */
export const STATEMENT_CSV_COLUMNS = [
  'payment',
  'paidAt',
  'card',
  'scheme',
  'fare',
  'validFrom',
  'validTo',
  'timeZone',
  'firstTap',
  'lastTap',
  'amount',
  'currency',
] as const;

export type StatementCsvHeaders = Readonly<Record<(typeof STATEMENT_CSV_COLUMNS)[number], string>>;

/**
 * The statement as a table (docs/contracts.md#statements-statements-for-a-period-for-expenses): one record per trip,
 * a refund as a record of its own (negative, no trip); the payment's time in `timeZone` (the operator's), each trip's
 * in its own.
 */
export function statementCsv(statement: Statement, headers: StatementCsvHeaders, timeZone: string): string {
  const records = statement.cards.flatMap(({ card, payments }) =>
    payments.flatMap((payment) => {
      const common = [
        payment.shortId,
        zonedDateTime(payment.paidAt, timeZone),
        card.truncatedPan,
        inertCell(card.label),
      ];
      if (payment.trips.length === 0)
        return [[...common, '', '', '', '', '', '', decimalAmount(payment.amount), payment.amount.currency]];
      return payment.trips.map((trip) => [
        ...common,
        inertCell(trip.fare),
        zonedDateTime(trip.validFrom, trip.timeZone),
        zonedDateTime(trip.validTo, trip.timeZone),
        trip.timeZone,
        inertCell(tapLine(trip.firstTap, '; ')),
        inertCell(tapLine(trip.lastTap, '; ')),
        decimalAmount(trip.amount),
        trip.amount.currency,
      ]);
    }),
  );
  return UTF8_BOM + toCsv([STATEMENT_CSV_COLUMNS.map((column) => headers[column]), ...records]);
}
