import type { TapData } from './tap-data';
import type { TravelCard } from './travel-card';

/** One trip on a receipt, its times already in the zone it was made in. */
export interface ReceiptLine {
  readonly fare: string;
  readonly validFrom: string;
  readonly validTo: string;
  readonly timeZone: string;
  readonly amount: string;
  /** A capped trip's fare before the caps and what they took off, formatted (fareCaps); absent for a trip not capped. */
  readonly capped?: { readonly baseAmount: string; readonly capDiscount: string };
  /**
   * A trip charged at a concession's fare (concessions): the concession's key (the page names it as the operator offers
   * it), what it took off and the full fare, formatted; absent at the full fare.
   */
  readonly concession?: { readonly key: string; readonly discount: string; readonly fullFare: string };
  readonly firstTap: TapData;
  readonly lastTap: TapData | null;
}

/** What a receipt says about how a payment was paid or what it paid (docs/contracts.md#operations-api-oms-scoped-stricter-than-the-base-contract), already formatted. */
export type ReceiptNote =
  | { readonly kind: 'paid-by'; readonly shortId: string; readonly paidAt: string; readonly truncatedPan: string }
  | { readonly kind: 'settles'; readonly shortId: string; readonly day: string; readonly amount: string }
  | { readonly kind: 'refund'; readonly amount: string };

/**
 * A receipt as the rider reads it (docs/behaviour/rules.md#receipts): the one model both the receipt dialog and its PDF
 * render, so the two never disagree.
 */
export interface Receipt {
  readonly shortId: string;
  /** The account's name and surname. */
  readonly holder: string;
  readonly card: TravelCard;
  readonly lines: readonly ReceiptLine[];
  readonly total: string;
  /** When the payment was made, formatted; absent for an operator that does not say. */
  readonly paidAt?: string;
  readonly locale: string;
  /** How it was paid, what it paid (docs/contracts.md#operations-api-oms-scoped-stricter-than-the-base-contract); empty for an operator that does not say. */
  readonly notes: readonly ReceiptNote[];
}
