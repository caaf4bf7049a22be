import { inertCell, toCsv, UTF8_BOM } from '../travels/csv';
import { decimalAmount } from '../travels/money';
import { tapText } from '../travels/tap-data';
import { zonedDateTime } from '../travels/travel-csv';
import type { Statement } from './statement';

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
        inertCell(tapText(trip.firstTap, '; ')),
        inertCell(tapText(trip.lastTap, '; ')),
        decimalAmount(trip.amount),
        trip.amount.currency,
      ]);
    }),
  );
  return UTF8_BOM + toCsv([STATEMENT_CSV_COLUMNS.map((column) => headers[column]), ...records]);
}
