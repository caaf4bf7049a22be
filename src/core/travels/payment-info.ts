import type { Money } from './money';
import type { TapData } from './tap-data';
import type { TravelCard } from './travel-card';

/** One trip of a payment, as the receipt lists it (spec 3, Payment info tickets[]). */
export interface PaymentInfoTicket {
  readonly fare: string;
  readonly validFrom: Date;
  readonly validTo: Date;
  /** The zone the trip was made in: the receipt shows its times there. */
  readonly timeZone: string;
  readonly amount: Money;
  readonly firstTap: TapData;
  readonly lastTap: TapData | null;
}

/** What the operator answers about a payment for its receipt (spec 3, Payment info). */
export interface PaymentInfo {
  readonly shortId: string;
  readonly amount: Money;
  readonly card: TravelCard;
  readonly tickets: readonly PaymentInfoTicket[];
}
