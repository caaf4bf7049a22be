import { addDays, type CalendarDay } from '../shared/calendar-day';
import { dayIn } from './charge-details';
import type { DateRange } from './date-range';
import type { Payment } from './payment';

/**
 * "Find a charge from my bank statement" (docs/behaviour/operator-contract.md#charge-details): a line of the rider's
 * statement, by its amount and posting date, or by the reference printed beside it.
 */
export type StatementSearch =
  | { readonly kind: 'line'; readonly amountMinor: number; readonly postedOn: CalendarDay }
  | { readonly kind: 'reference'; readonly reference: string };

/** How long after the travel day a bank may post the charge: the travel day is up to this many days before. */
export const POSTING_GAP_DAYS = 3;

/** How far back a search by reference looks: the portal's 13 months of history. */
export const REFERENCE_LOOKBACK_DAYS = 396;

/** The travel days a search can match: the posting date and the days before it, or the whole history. */
export function searchRange(search: StatementSearch, today: CalendarDay): DateRange {
  if (search.kind === 'reference') return { from: addDays(today, -REFERENCE_LOOKBACK_DAYS), to: today };
  return { from: addDays(search.postedOn, -POSTING_GAP_DAYS), to: search.postedOn };
}

const squeeze = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/** The travel day of a payment: the day it was made, in the operator's zone (the device's when unknown). */
export const travelDayOf = (payment: Payment, timeZone?: string): CalendarDay => dayIn(payment.created, timeZone);

/**
 * The payments that match a statement line, across the rider's cards: the same amount with a travel day from
 * POSTING_GAP_DAYS before the posting date to the posting date itself; or the reference (the statement's, or the
 * payment's short id), whatever the case and spaces, also when the bank cut or padded it around. Closest first.
 */
export function findCharges(
  payments: readonly Payment[],
  search: StatementSearch,
  timeZone?: string,
): readonly Payment[] {
  if (search.kind === 'reference') {
    const typed = squeeze(search.reference);
    if (typed.length < 6) return [];
    return payments.filter((payment) => {
      const shortId = squeeze(payment.shortId);
      const reference = payment.chargeDetails ? squeeze(payment.chargeDetails.statementReference) : null;
      return (
        typed === shortId || typed === reference || typed.includes(shortId) || (reference?.includes(typed) ?? false)
      );
    });
  }
  const earliest = addDays(search.postedOn, -POSTING_GAP_DAYS);
  return payments
    .map((payment) => ({ payment, day: travelDayOf(payment, timeZone) }))
    .filter(
      ({ payment, day }) => payment.amount.minor === search.amountMinor && day >= earliest && day <= search.postedOn,
    )
    .sort((a, b) => (a.day < b.day ? 1 : a.day > b.day ? -1 : 0))
    .map(({ payment }) => payment);
}

/** An amount as a rider types it ("3,00", "3.00", "3", "€ 1,50") in minor units; null when it is not one. */
export function parseAmount(text: string): number | null {
  const cleaned = text.replace(/[\s€$£]|EUR/gi, '');
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
