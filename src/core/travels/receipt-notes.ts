import { formatCalendarDay, formatDateTime } from '../shared/format-date-time';
import { formatMoney } from './money';
import type { PaymentInfo } from './payment-info';
import type { ReceiptNote } from './receipt';

/**
 * What a receipt says beside its trips (docs/contracts.md#operations-api-oms-scoped-stricter-than-the-base-contract): a payment settled later says when and how it was
 * paid (not only the card that failed); a settlement lists what it paid and any refund.
 */
export function receiptNotes(info: PaymentInfo, locale: string): ReceiptNote[] {
  const zone = info.tickets[0]?.timeZone ?? 'UTC';
  return [
    ...(info.paidBy
      ? [
          {
            kind: 'paid-by' as const,
            shortId: info.paidBy.shortId,
            paidAt: formatDateTime(info.paidBy.paidAt, locale, zone),
            truncatedPan: info.paidBy.truncatedPan,
          },
        ]
      : []),
    ...(info.settles ?? []).map((payment) => ({
      kind: 'settles' as const,
      shortId: payment.shortId,
      day: formatCalendarDay(payment.day, locale), // numeric: no month name in the locale's language
      amount: formatMoney(payment.amount, locale),
    })),
    ...(info.refund && info.refund.minor > 0
      ? [{ kind: 'refund' as const, amount: formatMoney(info.refund, locale) }]
      : []),
  ];
}
