import { fareNameIn, type FareNames } from '../travels/fare-names';
import type { Money } from '../travels/money';
import type { TapData } from '../travels/tap-data';
import type { TravelCard } from '../travels/travel-card';
import type { StatementIssue } from './statement-issue';

/** One trip a statement's payment paid, its times read in its own zone. */
export interface StatementTrip {
  readonly fare: string;
  /** The fare's name per language (the `fareNames` extension); absent when the operator does not say. */
  readonly fareNames?: FareNames;
  readonly validFrom: Date;
  readonly validTo: Date;
  readonly timeZone: string;
  readonly amount: Money;
  readonly firstTap: TapData;
  readonly lastTap: TapData | null;
  /** A trip charged at a concession's fare (concessions); absent at the full fare. */
  readonly concession?: StatementConcession;
}

/**
 * The concession a statement's trip was charged under (docs/contracts.md#concessions-reduced-fares-on-a-bank-card): its
 * key, its name once the page gives it (as the operator offers it, in the interface language: withFaresIn), and the
 * full fare the rider would have paid.
 */
export interface StatementConcession {
  readonly key: string;
  readonly name?: string;
  readonly fullFare: Money;
}

/** A line of a statement: a charged payment with its trips, or a refund (a negative amount, no trips). */
export interface StatementPayment {
  readonly shortId: string;
  readonly kind: 'charge' | 'refund';
  /** When it was paid (or refunded). */
  readonly paidAt: Date;
  readonly amount: Money;
  readonly trips: readonly StatementTrip[];
}

/** A card's part of a statement: its lines, oldest first, and its totals (one per currency). */
export interface StatementCard {
  readonly card: TravelCard;
  readonly payments: readonly StatementPayment[];
  readonly totals: readonly Money[];
}

/**
 * A statement for expenses (docs/contracts.md#statements-statements-for-a-period-for-expenses): the operator's number
 * and legal details, the rider, every charged payment of the period per card with its trips, totals per card and in
 * all (per currency, never added across them), and the VAT those include when the operator charges it.
 */
export interface Statement {
  readonly issue: StatementIssue;
  readonly holder: { readonly name: string; readonly email: string };
  readonly cards: readonly StatementCard[];
  readonly totals: readonly Money[];
  /** The VAT included in each total, for an operator whose fares include it; null for an exempt one. */
  readonly vatIncluded: readonly Money[] | null;
}

/**
 * The statement with its fares named in the interface's language (the operator's own name where it gives none), and its
 * trips' concessions as `concessionName` names them (the operator's offer; unnamed where it answers null).
 */
export function withFaresIn(
  statement: Statement,
  language: string,
  concessionName: (key: string) => string | null = () => null,
): Statement {
  const named = (concession: StatementConcession): StatementConcession => {
    const name = concessionName(concession.key);
    return name === null ? concession : { ...concession, name };
  };
  return {
    ...statement,
    cards: statement.cards.map((card) => ({
      ...card,
      payments: card.payments.map((payment) => ({
        ...payment,
        trips: payment.trips.map((trip) => ({
          ...trip,
          fare: fareNameIn(trip, language),
          ...(trip.concession ? { concession: named(trip.concession) } : {}),
        })),
      })),
    })),
  };
}
