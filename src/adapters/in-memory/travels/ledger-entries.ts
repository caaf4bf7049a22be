import type { CalendarDay } from '../../../core/shared/calendar-day';
import type { Money } from '../../../core/travels/money';
import type { Payment } from '../../../core/travels/payment';
import type { PaidBy, PaymentInfo, SettledPayment } from '../../../core/travels/payment-info';
import type { TapData } from '../../../core/travels/tap-data';
import type { IncompleteJourney, Ticket, TicketConcession } from '../../../core/travels/ticket';

/** A trip as the gates make it. */
export interface LedgerTrip {
  readonly fare: string;
  readonly amount: Money;
  /** The fare before the caps and what they took off (fareCaps); absent for an operator without them. */
  readonly baseAmount?: Money;
  readonly capDiscount?: Money;
  /** The concession the trip was charged under (concessions); absent at the full fare. */
  readonly concession?: TicketConcession;
  readonly firstTap: TapData;
  readonly lastTap: TapData | null;
  readonly validFrom: Date;
  readonly validTo: Date;
  /** When the rider tapped out (the `last_tap_at` extension); absent when there was no tap-out. */
  readonly lastTapAt?: Date;
  /** A tap-in never tapped out, charged the maximum fare (claims); absent for a complete trip. */
  readonly incomplete?: IncompleteJourney;
  /** The latest case about the trip (claims). */
  readonly caseId?: string;
}

/** A refund line's link to what it pays back (claims). */
export interface RefundFor {
  readonly of: string | null;
  readonly caseId: string;
}

/** One payment of the in-memory ledger, with its trips and what the operator knows of it. */
export interface Charged {
  readonly aliasPan: string;
  readonly day: CalendarDay;
  readonly payment: Payment;
  readonly tickets: readonly Ticket[];
  /** How a failed payment was paid later; what a settlement paid, and its refund (docs/contracts.md#operations-api-oms-scoped-stricter-than-the-base-contract). */
  readonly paidBy?: PaidBy;
  readonly settles?: readonly SettledPayment[];
  readonly refund?: Money;
  /** A refund line's payment refunded and case (claims), and the corrected trip its receipt lists. */
  readonly refundFor?: RefundFor;
  readonly refundTicket?: Ticket;
}

/** A settlement the provider confirmed, as the in-memory operator records it. */
export interface LedgerSettlement {
  readonly shortId: string;
  readonly amount: number;
  readonly paidAt: Date;
  readonly truncatedPan: string;
}

/** A payment's receipt data (docs/behaviour/rules.md#receipts): a refund line's lists the corrected trip. */
export function receiptOf(entry: Charged, timeZone: string): PaymentInfo {
  const { payment, paidBy, settles, refund, refundFor } = entry;
  const { token: _token, ...card } = payment.card;
  const tickets = (entry.refundTicket ? [entry.refundTicket] : entry.tickets).map((ticket) => ({
    fare: ticket.fare,
    ...(ticket.fareNames ? { fareNames: ticket.fareNames } : {}),
    validFrom: ticket.validFrom,
    validTo: ticket.validTo,
    timeZone,
    amount: ticket.amount,
    ...(ticket.baseAmount && ticket.capDiscount
      ? { baseAmount: ticket.baseAmount, capDiscount: ticket.capDiscount }
      : {}),
    ...(ticket.concession ? { concession: ticket.concession } : {}),
    firstTap: ticket.firstTap,
    lastTap: ticket.lastTap,
  }));
  return {
    shortId: payment.shortId,
    amount: payment.amount,
    card,
    tickets,
    paidAt: payment.updated,
    ...(paidBy ? { paidBy } : {}),
    ...(settles ? { settles, refund: refund ?? { minor: 0, currency: payment.amount.currency } } : {}),
    ...(refundFor ? { refundFor } : {}),
    ...(payment.credits ? { credits: payment.credits } : {}),
  };
}

/** What each card owes: the sum and the number of its failed payments (one summary per card and currency that owes). */
export function failedTotalsOf(
  charged: readonly Charged[],
  aliasPans: readonly string[],
): (Money & { count: number })[] {
  return aliasPans.flatMap((alias) => {
    const owed = new Map<string, { minor: number; count: number }>();
    for (const entry of charged) {
      if (entry.aliasPan !== alias || entry.payment.status.kind !== 'failed') continue;
      const { minor, currency } = entry.payment.amount;
      const sum = owed.get(currency) ?? { minor: 0, count: 0 };
      owed.set(currency, { minor: sum.minor + minor, count: sum.count + 1 });
    }
    return [...owed].map(([currency, sum]) => ({ minor: sum.minor, currency, count: sum.count }));
  });
}

/** A refund line (claims) as the ledger keeps it: a payment of its own, its receipt listing the corrected trip. */
export function refundEntry(
  aliasPan: string,
  day: CalendarDay,
  refund: RefundFor & {
    readonly shortId: string;
    readonly card: Payment['card'];
    readonly amount: Money;
    readonly at: Date;
    readonly ticket?: Ticket;
  },
): Charged {
  const refundFor = { of: refund.of, caseId: refund.caseId };
  const payment: Payment = {
    id: refund.shortId,
    shortId: refund.shortId,
    card: refund.card,
    amount: refund.amount,
    status: { kind: 'succeeded' },
    created: refund.at,
    updated: refund.at,
    refund: refundFor,
  };
  return { aliasPan, day, payment, tickets: [], refundFor, ...(refund.ticket ? { refundTicket: refund.ticket } : {}) };
}
