import type { TapData } from './tap-data';
import type { TravelCard } from './travel-card';

/** One trip on a receipt, its times already in the zone it was made in. */
export interface ReceiptLine {
  readonly fare: string;
  readonly validFrom: string;
  readonly validTo: string;
  readonly timeZone: string;
  readonly amount: string;
  readonly firstTap: TapData;
  readonly lastTap: TapData | null;
}

/**
 * A receipt as the rider reads it (spec 2.10): the one model both the receipt dialog and its PDF
 * render, so the two never disagree.
 */
export interface Receipt {
  readonly shortId: string;
  /** The account's name and surname. */
  readonly holder: string;
  readonly card: TravelCard;
  readonly lines: readonly ReceiptLine[];
  readonly total: string;
  readonly locale: string;
}
