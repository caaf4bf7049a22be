import type { CalendarDay } from '../shared/calendar-day';

/**
 * Concessions, an operator extension (`concessions`, docs/contracts.md#concessions-reduced-fares-on-a-bank-card): a
 * reduced fare a rider proves once and carries on the bank cards and phone wallets they choose.
 */

/** How eligibility is proven: a digital identity's date of birth, an institution's directory, or the operator's check. */
export type ConcessionProof = 'digitalIdentity' | 'directory' | 'operatorCheck';
/** How long a concession lasts once proven. */
export type ConcessionValidity = 'life' | 'academicYear' | 'oneYear';

/** A concession's words in one language. */
export interface ConcessionTexts {
  readonly name: string;
  readonly description: string;
}

/** A concession the operator offers: what it takes off the fare and the caps, for how long, proven how. */
export interface ConcessionOffer {
  readonly key: string;
  readonly percentOff: number;
  readonly validity: ConcessionValidity;
  readonly proofs: readonly ConcessionProof[];
  readonly minimumAge?: number;
  /** Its words by language (en, it, fr, de). */
  readonly texts: Readonly<Record<string, ConcessionTexts>>;
}

/** A concession the rider proved: only the outcome (which, proven how, until when) and the cards carrying it. */
export interface RiderConcession {
  readonly id: string;
  readonly key: string;
  readonly provenBy: ConcessionProof;
  /** The last day it holds (the operator's zone); null for life. */
  readonly validUntil: CalendarDay | null;
  /** The alias pans of the rider's cards carrying it. */
  readonly cards: readonly string[];
}

/** The operator's offer and the rider's concessions. */
export interface ConcessionsView {
  /** How many of the rider's cards may carry a concession. */
  readonly maxCards: number;
  /** How many days before a concession runs out its renewal opens. */
  readonly renewalDays: number;
  readonly offers: readonly ConcessionOffer[];
  readonly concessions: readonly RiderConcession[];
  /** The rider's requests under the operator's review, or refused (none from an operator that does not send them). */
  readonly requests: readonly ConcessionRequest[];
  /**
   * The age concessions the account's own date of birth reaches that the rider does not hold (keys; the date is never
   * sent): the dashboard's hint. None from an operator that does not say.
   */
  readonly mayQualify: readonly string[];
}

/** Why the operator refused to put a card on a concession (or take it off). */
export type LinkRefusal =
  'unknown_concession' | 'not_your_card' | 'concession_expired' | 'concession_withdrawn' | 'too_many_cards';

export const LINK_REFUSALS: readonly LinkRefusal[] = [
  'unknown_concession',
  'not_your_card',
  'concession_expired',
  'concession_withdrawn',
  'too_many_cards',
];

export type LinkAnswer =
  | { readonly kind: 'linked'; readonly concessions: readonly RiderConcession[] }
  | { readonly kind: 'refused'; readonly reason: LinkRefusal };

/** A card put on a concession (`linked`) or taken off it. */
export interface LinkRequest {
  readonly concessionId: string;
  readonly aliasPan: string;
  readonly linked: boolean;
}

/** A rider's request the operator reviews by hand (an operator's check without a reference), until it is decided. */
export interface ConcessionRequest {
  readonly id: string;
  readonly key: string;
  readonly status: 'inReview' | 'refused';
  /** The operator's reason, for a refused one. */
  readonly reason: string | null;
}

/** What a rider asks to prove: a concession by one of its ways; a reference for an operator's check (else a review). */
export interface ProofRequest {
  readonly concessionKey: string;
  readonly proof: ConcessionProof;
  readonly reference?: string;
  /** Where the proof provider sends the rider back (a digital identity, a directory). */
  readonly returnUrl?: string;
}

/** The proof provider's answer, as it came back in the return address. */
export type ProofReturn =
  { readonly state: string; readonly code: string } | { readonly state: string; readonly error: string };

/** Why a proof did not grant the concession. */
export type ProofRefusal =
  | 'cancelled'
  | 'too_young'
  | 'not_eligible'
  | 'proof_invalid'
  | 'reference_unknown'
  | 'reference_used'
  | 'proof_not_offered'
  | 'already_held'
  | 'unknown_concession'
  | 'throttled';

export const PROOF_REFUSALS: readonly ProofRefusal[] = [
  'cancelled',
  'too_young',
  'not_eligible',
  'proof_invalid',
  'reference_unknown',
  'reference_used',
  'proof_not_offered',
  'already_held',
  'unknown_concession',
  'throttled',
];

/** Where a proof went: to the provider's page, granted, to the operator's review, or refused. */
export type ProofOutcome =
  | { readonly kind: 'redirect'; readonly url: string }
  | { readonly kind: 'approved'; readonly concession: RiderConcession }
  | { readonly kind: 'inReview'; readonly requestId: string }
  | { readonly kind: 'refused'; readonly reason: ProofRefusal };
