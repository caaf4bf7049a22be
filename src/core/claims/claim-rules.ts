import type { Money } from '../travels/money';
import type { RefundMethod } from './claim-case';

/** A station of the operator's network, for the rider to pick where they left. */
export interface Station {
  readonly station: string;
  readonly line: string;
}

/** The operator's rules for claims, shown before the rider starts (docs/contracts.md#claims-incomplete-journeys-corrected-wrong-charges-reported). */
export interface ClaimRules {
  readonly maxFare: Money;
  readonly maxJourneyMinutes: number;
  /** A correction is claimed within this many days of the travel day (default 56). */
  readonly claimWindowDays: number;
  /** At most this many corrections a calendar month (default 3). */
  readonly monthlyClaims: number;
  readonly refundMethod: RefundMethod;
  /** The zone the operator counts days and months in (IANA name). */
  readonly timeZone: string;
  readonly stations: readonly Station[];
}
