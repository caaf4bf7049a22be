import type { FareNames } from './fare-names';
import type { Money } from './money';
import type { TapData } from './tap-data';
import type { TicketConcession } from './ticket';
import type { TravelCard } from './travel-card';

/** One trip of a payment, as the receipt lists it (docs/behaviour/rules.md#receipts: tickets[]). */
export interface PaymentInfoTicket {
  readonly fare: string;
  /** The fare's name per language (the `fareNames` extension); absent when the operator does not say. */
  readonly fareNames?: FareNames;
  readonly validFrom: Date;
  readonly validTo: Date;
  /** The zone the trip was made in: the receipt shows its times there. */
  readonly timeZone: string;
  readonly amount: Money;
  /** The fare before the caps and what they took off (fareCaps: docs/contracts.md#farecaps-capped-fares-and-the-operators-fare-rules); absent without them. */
  readonly baseAmount?: Money;
  readonly capDiscount?: Money;
  /** The concession it was charged under and what it took off (concessions: docs/contracts.md#concessions-reduced-fares-on-a-bank-card); absent at the full fare. */
  readonly concession?: TicketConcession;
  readonly firstTap: TapData;
  readonly lastTap: TapData | null;
}

/**
 * A concession trip's full fare: the fare before caps and concession (`baseAmount`), else (an operator without caps)
 * what it cost plus what the concession took off.
 */
export const fullFareOf = (
  ticket: Pick<PaymentInfoTicket, 'amount' | 'baseAmount'>,
  concession: TicketConcession,
): Money =>
  ticket.baseAmount ?? { minor: ticket.amount.minor + concession.discount.minor, currency: ticket.amount.currency };

/** How a failed payment was paid afterwards (docs/contracts.md#operations-api-oms-scoped-stricter-than-the-base-contract): the settlement's reference, when, with which card. */
export interface PaidBy {
  readonly shortId: string;
  readonly paidAt: Date;
  readonly truncatedPan: string;
}

/** A payment a settlement paid (docs/contracts.md#operations-api-oms-scoped-stricter-than-the-base-contract), on the settlement's receipt. */
export interface SettledPayment {
  readonly shortId: string;
  /** The travel day, YYYY-MM-DD. */
  readonly day: string;
  readonly amount: Money;
}

/**
 * What the operator answers about a payment for its receipt (docs/behaviour/rules.md#receipts). The
 * extensions (docs/contracts.md#operations-api-oms-scoped-stricter-than-the-base-contract) are there only when the operator sends them: `paidBy` for a payment settled later, and
 * for a settlement what it `settles` and any `refund` (money for a debt already paid).
 */
export interface PaymentInfo {
  readonly shortId: string;
  readonly amount: Money;
  readonly card: TravelCard;
  readonly tickets: readonly PaymentInfoTicket[];
  /** When the payment was made (`payment.updated`, an extension: docs/contracts.md#operations-api-oms-scoped-stricter-than-the-base-contract). */
  readonly paidAt?: Date;
  readonly paidBy?: PaidBy;
  readonly settles?: readonly SettledPayment[];
  readonly refund?: Money;
  /**
   * A refund line's receipt (the `claims` extension: docs/contracts.md#claims-incomplete-journeys-corrected-wrong-charges-reported):
   * the payment refunded (null when none) and the case; its `tickets` are the corrected trip, or none.
   */
  readonly refundFor?: { readonly of: string | null; readonly caseId: string };
  /** Credits taken off this charge for approved cases (claims, an operator that refunds as credit). */
  readonly credits?: readonly { readonly caseId: string; readonly amount: Money }[];
}
