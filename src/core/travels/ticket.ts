import type { FareNames } from './fare-names';
import type { Money } from './money';
import type { TapData } from './tap-data';
import type { TravelCard } from './travel-card';

/** A trip: what the taps of a journey became (docs/contracts.md#operations-api-oms-scoped-stricter-than-the-base-contract). */
export interface Ticket {
  readonly id: string;
  /** The fare's name, as the operator sends it. */
  readonly fare: string;
  /** The fare's name per language (the `fareNames` extension); absent when the operator does not say: `fare` shows. */
  readonly fareNames?: FareNames;
  readonly card: TravelCard;
  /** What the rider was charged for it, after the operator's caps. */
  readonly amount: Money;
  /** The fare before capping (fareCaps extension: docs/contracts.md#farecaps-capped-fares-and-the-operators-fare-rules); absent when the operator does not say. */
  readonly baseAmount?: Money;
  /** What the caps took off the fare (baseAmount − concession − amount); present with baseAmount. */
  readonly capDiscount?: Money;
  /**
   * A concession's fare (the `concessions` extension, docs/contracts.md#concessions-reduced-fares-on-a-bank-card): which
   * concession (its key) and what it took off the full fare (`baseAmount`); absent for a trip at the full fare.
   */
  readonly concession?: TicketConcession;
  readonly firstTap: TapData;
  readonly lastTap: TapData | null;
  readonly validFrom: Date;
  readonly validTo: Date;
  /**
   * The trip's own time zone (IANA name, the operations API's `time_zone`): its times and its travel day are read there
   * (docs/behaviour/rules.md#dates-and-times). Absent when the operator does not send it: the operator's zone, else the device's.
   */
  readonly timeZone?: string;
  /** When the rider tapped out (the `last_tap_at` extension, docs/contracts.md#operator-extensions); absent when unknown or none. */
  readonly lastTapAt?: Date;
  /**
   * A tap-in without a tap-out, charged the operator's maximum fare (the `claims` extension,
   * docs/contracts.md#claims-incomplete-journeys-corrected-wrong-charges-reported); absent for a complete trip or an operator that does not say.
   */
  readonly incomplete?: IncompleteJourney;
  /** The latest claim or report about the trip (claims extension); absent when none. */
  readonly caseId?: string;
}

/** The concession a trip was charged under, and what it took off the full fare. */
export interface TicketConcession {
  readonly key: string;
  readonly discount: Money;
}

/** What an incomplete journey would have cost, and its correction once approved. */
export interface IncompleteJourney {
  /** What it would have cost with a tap-out (the fare under the card's caps that day). */
  readonly expected: Money;
  /** Set once a correction is approved. */
  readonly corrected?: { readonly amount: Money; readonly exit: { readonly station: string; readonly line: string } };
}

/** The tickets list's default order (docs/behaviour/rules.md#trip-and-payment-queries): valid_from descending. */
export const byValidFromDescending = (a: Ticket, b: Ticket): number => b.validFrom.getTime() - a.validFrom.getTime();

/** Whether the operator's caps made a trip cheaper than its fare (a "capped" trip). */
export const isCapped = (ticket: Pick<Ticket, 'capDiscount'>): boolean => (ticket.capDiscount?.minor ?? 0) > 0;
