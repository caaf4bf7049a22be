import { localDayOf } from '../shared/calendar-day';
import { inertCell, toCsv, UTF8_BOM } from './csv';
import type { DateRange } from './date-range';
import { decimalAmount } from './money';
import type { Payment } from './payment';
import { tapText } from './tap-data';
import type { Ticket } from './ticket';
import { wallClockIn } from '../shared/wall-clock';

/** A local date and time a spreadsheet reads as one: `2026-11-22 08:14:03`, in the rider's time zone. */
export function localDateTime(instant: Date): string {
  const time = [instant.getHours(), instant.getMinutes(), instant.getSeconds()]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
  return `${localDayOf(instant)} ${time}`;
}

const two = (value: number) => String(value).padStart(2, '0');

/** The same in a given time zone (a trip's own, docs/behaviour/rules.md#dates-and-times): `2026-11-22 08:14:03`. */
export function zonedDateTime(instant: Date, timeZone: string): string {
  const clock = wallClockIn(instant, timeZone);
  return `${String(clock.year).padStart(4, '0')}-${two(clock.month)}-${two(clock.day)} ${two(clock.hour)}:${two(clock.minute)}:${two(clock.second)}`;
}

/** The columns of each export, in order; the UI gives each a title in the rider's language. */
export const TICKET_CSV_COLUMNS = [
  'id',
  'fare',
  'card',
  'scheme',
  'amount',
  'currency',
  'firstTap',
  'lastTap',
  'validFrom',
  'validTo',
  'timeZone',
] as const;
export const PAYMENT_CSV_COLUMNS = [
  'shortId',
  'card',
  'scheme',
  'token',
  'amount',
  'currency',
  'status',
  'created',
  'updated',
] as const;

export type TicketCsvHeaders = Readonly<Record<(typeof TICKET_CSV_COLUMNS)[number], string>>;
export type PaymentCsvHeaders = Readonly<Record<(typeof PAYMENT_CSV_COLUMNS)[number], string>>;

/**
 * The trips of a range as a CSV file's text (BOM, header row, one record per trip), their times in each trip's own zone
 * (`fallbackZone` for a trip without one), named in the last column.
 */
export function ticketsCsv(tickets: readonly Ticket[], headers: TicketCsvHeaders, fallbackZone: string): string {
  const records = tickets.map((ticket) => [
    ticket.id,
    inertCell(ticket.fare),
    ticket.card.truncatedPan,
    inertCell(ticket.card.label),
    decimalAmount(ticket.amount),
    ticket.amount.currency,
    inertCell(tapText(ticket.firstTap, '; ')),
    inertCell(tapText(ticket.lastTap, '; ')),
    zonedDateTime(ticket.validFrom, ticket.timeZone ?? fallbackZone),
    zonedDateTime(ticket.validTo, ticket.timeZone ?? fallbackZone),
    ticket.timeZone ?? fallbackZone,
  ]);
  return UTF8_BOM + toCsv([TICKET_CSV_COLUMNS.map((column) => headers[column]), ...records]);
}

/** The payments of a range as a CSV file's text; `statusName` names a status in the rider's language. */
export function paymentsCsv(
  payments: readonly Payment[],
  headers: PaymentCsvHeaders,
  statusName: (payment: Payment) => string,
): string {
  const records = payments.map((payment) => [
    payment.shortId,
    payment.card.truncatedPan,
    inertCell(payment.card.label),
    payment.card.token,
    decimalAmount(payment.amount),
    payment.amount.currency,
    inertCell(statusName(payment)),
    localDateTime(payment.created),
    localDateTime(payment.updated),
  ]);
  return UTF8_BOM + toCsv([PAYMENT_CSV_COLUMNS.map((column) => headers[column]), ...records]);
}

/** The export's file name carries what it holds: `tapway-trips-2026-10-24-to-2026-11-22.csv`. */
export const csvFileName = (kind: 'trips' | 'payments', range: DateRange): string =>
  `tapway-${kind}-${range.from}-to-${range.to}.csv`;
