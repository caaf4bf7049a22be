import type { ReadSignal } from '../shared/read-signal';
import { formatDateTime } from '../shared/format-date-time';
import { ServiceFailure } from '../shared/service-failure';
import type { StoredSession } from '../session/stored-session';
import { fareNameIn } from './fare-names';
import { formatMoney } from './money';
import { fullFareOf, type PaymentInfo } from './payment-info';
import type { Receipt } from './receipt';
import { receiptNotes } from './receipt-notes';
import type { TravelHistory } from './travel-history';

export type ReceiptAnswer = { readonly kind: 'receipt'; readonly receipt: Receipt } | { readonly kind: 'not-found' };

/**
 * A payment's receipt (docs/behaviour/rules.md#receipts): the operator's payment info turned into what the rider reads,
 * amounts in the account's locale and each trip's times in its own time zone (docs/behaviour/rules.md#dates-and-times).
 */
export class BuildReceipt {
  constructor(
    private readonly history: TravelHistory,
    private readonly session: StoredSession,
  ) {}

  /** `language` names the fares (the `fareNames` extension); `locale` formats the amounts and dates. */
  async execute(shortId: string, locale: string, signal?: ReadSignal, language = locale): Promise<ReceiptAnswer> {
    const account = this.session.account();
    if (!account) throw new ServiceFailure('unauthorized');
    const info = await this.history.paymentInfo(shortId, signal);
    if (!info) return { kind: 'not-found' };
    return { kind: 'receipt', receipt: receiptOf(info, `${account.name} ${account.surname}`.trim(), locale, language) };
  }
}

/** The receipt of a payment's info, for a holder, in a locale; its fares named in `language`. */
export function receiptOf(info: PaymentInfo, holder: string, locale: string, language = locale): Receipt {
  return {
    shortId: info.shortId,
    holder,
    card: info.card,
    locale,
    total: formatMoney(info.amount, locale),
    ...(info.paidAt ? { paidAt: formatDateTime(info.paidAt, locale) } : {}),
    lines: [...info.tickets]
      .sort((a, b) => a.validFrom.getTime() - b.validFrom.getTime())
      .map((ticket) => ({
        fare: fareNameIn(ticket, language),
        validFrom: formatDateTime(ticket.validFrom, locale, ticket.timeZone),
        validTo: formatDateTime(ticket.validTo, locale, ticket.timeZone),
        timeZone: ticket.timeZone,
        amount: formatMoney(ticket.amount, locale),
        ...(ticket.baseAmount && ticket.capDiscount && ticket.capDiscount.minor > 0
          ? {
              capped: {
                baseAmount: formatMoney(ticket.baseAmount, locale),
                capDiscount: formatMoney(ticket.capDiscount, locale),
              },
            }
          : {}),
        ...(ticket.concession
          ? {
              concession: {
                key: ticket.concession.key,
                discount: formatMoney(ticket.concession.discount, locale),
                fullFare: formatMoney(fullFareOf(ticket, ticket.concession), locale),
              },
            }
          : {}),
        firstTap: ticket.firstTap,
        lastTap: ticket.lastTap,
      })),
    notes: receiptNotes(info, locale),
  };
}
