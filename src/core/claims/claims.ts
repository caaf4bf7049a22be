import type { ReadSignal } from '../shared/read-signal';
import { token, type Token } from '../shared/token';
import type { ClaimCase, ReportKind } from './claim-case';
import type { ClaimRules } from './claim-rules';

/** Why the operator refused to open a case: expected answers, never a ServiceFailure. */
export type CaseRefusal =
  | 'unknown_station'
  | 'not_incomplete'
  | 'claim_window_closed'
  | 'monthly_limit_reached'
  | 'already_claimed'
  | 'already_reported'
  | 'text_required'
  | 'text_too_long'
  | 'not_found';

export type CaseAnswer =
  { readonly kind: 'opened'; readonly case: ClaimCase } | { readonly kind: 'refused'; readonly reason: CaseRefusal };

/** A report about one trip or one payment. */
export type ReportSubject = { readonly ticketId: string } | { readonly paymentShortId: string };

/**
 * The operator's side of claims and reports (the `claims` extension: docs/contracts.md#claims-incomplete-journeys-corrected-wrong-charges-reported).
 * Another rider's trip or payment is a ServiceFailure 'forbidden', as elsewhere.
 */
export interface Claims {
  /** The operator's claim rules; null when it does not answer with them (no claims offered). */
  rules(signal?: ReadSignal): Promise<ClaimRules | null>;
  /** The rider's cases with the operator, newest first. */
  cases(signal?: ReadSignal): Promise<ClaimCase[]>;
  claimCorrection(ticketId: string, exitStation: string): Promise<CaseAnswer>;
  report(kind: ReportKind, subject: ReportSubject, text: string): Promise<CaseAnswer>;
}

export const Claims: Token<Claims> = token('Claims');
