import type { Money } from '../travels/money';

/** What a case is about: a missed tap-out to correct, or a reported problem with a charge (docs/contracts.md#claims-incomplete-journeys-corrected-wrong-charges-reported). */
export type CaseKind = 'journey_correction' | 'card_clash' | 'unrecognised' | 'charged_twice' | 'other';

/** The kinds a rider reports from a trip or a payment ("Report a problem"). */
export type ReportKind = Exclude<CaseKind, 'journey_correction'>;

export const REPORT_KINDS: readonly ReportKind[] = ['card_clash', 'unrecognised', 'charged_twice', 'other'];

/** Submitted, in review, then decided: approved (money may move) or refused (with a reason). */
export type CaseStatus = 'submitted' | 'in_review' | 'approved' | 'refused';

export const isDecided = (status: CaseStatus): boolean => status === 'approved' || status === 'refused';

/** How the operator pays an approved claim back: a refund line to the card, or a credit off the next day's charge. */
export type RefundMethod = 'refund' | 'credit';

/** How an approved case's money went back: paid out (a refund line, a credit), or a debt cancelled (a charge not paid). */
export type PayBack = RefundMethod | 'cancelled';

/** The operator's decision on a case. */
export interface CaseOutcome {
  readonly decision: 'approved' | 'refused';
  /** Why it was refused (or a note on an approval); null when the operator gave none. */
  readonly reason: string | null;
  /** What comes back to the rider; 0 for a refusal. */
  readonly refund: Money;
  /** Null for a refusal; `cancelled` when the charge was not paid: that much of the debt is cancelled, nothing paid out. */
  readonly refundMethod: PayBack | null;
  /** The refund's payment line (R-…), null for a credit, a cancelled debt or a refusal. */
  readonly refundShortId: string | null;
  readonly decidedAt: Date;
}

/** The trip a case is about, as the trips list names it: when and where the rider entered, where they left. */
export interface CaseTrip {
  readonly enteredAt: Date;
  readonly from: string;
  /** The station of the tap-out; null without one (an incomplete journey). */
  readonly to: string | null;
  /** The zone the trip was made in (IANA): its date and time are read there. */
  readonly timeZone: string;
}

/** The payment a case is about: when it was made and how much. */
export interface CasePayment {
  readonly created: Date;
  readonly amount: Money;
}

/** A claim or a report, as the operator keeps it. */
export interface ClaimCase {
  readonly id: string;
  readonly kind: CaseKind;
  readonly status: CaseStatus;
  readonly created: Date;
  readonly updated: Date;
  /** The trip it is about, if any. */
  readonly ticketId: string | null;
  /** The payment it is about (a trip's names its payment too), if any. */
  readonly paymentShortId: string | null;
  /**
   * For a correction the charge minus the expected fare; for a report the trip's or the payment's amount — at most what
   * is left of the charge once earlier cases about it gave their money back.
   */
  readonly amountAtStake: Money;
  /** What other cases about the same charge had already given back (refunded, credited or cancelled); 0 for none. */
  readonly alreadyRefunded: Money;
  /** The trip as the trips list names it (docs/contracts.md, a case's `trip`); absent when the operator does not say. */
  readonly trip?: CaseTrip;
  /** The payment's date and amount (a case's `payment`); absent when the operator does not say. */
  readonly payment?: CasePayment;
  /** A correction's exit station. */
  readonly exitStation: string | null;
  /** A report's text. */
  readonly text: string | null;
  /** Null until decided. */
  readonly outcome: CaseOutcome | null;
  /** Oldest first. */
  readonly history: readonly { readonly status: CaseStatus; readonly at: Date }[];
}
