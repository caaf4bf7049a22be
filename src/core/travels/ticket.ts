import type { Money } from './money';
import type { TapData } from './tap-data';
import type { TravelCard } from './travel-card';

/** A trip: what the taps of a journey became (spec 3, Ticket). */
export interface Ticket {
  readonly id: string;
  /** The fare's name. */
  readonly fare: string;
  readonly card: TravelCard;
  readonly amount: Money;
  readonly firstTap: TapData;
  readonly lastTap: TapData | null;
  readonly validFrom: Date;
  readonly validTo: Date;
}

/** The tickets list's default order (spec 9): valid_from descending. */
export const byValidFromDescending = (a: Ticket, b: Ticket): number => b.validFrom.getTime() - a.validFrom.getTime();
