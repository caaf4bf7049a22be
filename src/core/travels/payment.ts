import type { ChargeDetails } from './charge-details';
import type { Money } from './money';
import type { TravelCard } from './travel-card';

/**
 * A payment's last charge result (docs/behaviour/rules.md#payment-status, charge_results_name): succeeded (a receipt exists),
 * failed (to be settled online) or any other status the operator sends, shown as it comes.
 */
export type PaymentStatus =
  { readonly kind: 'succeeded' } | { readonly kind: 'failed' } | { readonly kind: 'other'; readonly name: string };

export const statusOf = (name: string): PaymentStatus =>
  name === 'SUCCEEDED' ? { kind: 'succeeded' } : name === 'FAILED' ? { kind: 'failed' } : { kind: 'other', name };

/** A payment of the list (docs/contracts.md#operations-api-oms-scoped-stricter-than-the-base-contract): one charge for a day's trips on one card. */
export interface Payment {
  readonly id: string;
  readonly shortId: string;
  readonly card: TravelCard & { readonly token: string };
  readonly amount: Money;
  readonly status: PaymentStatus;
  readonly created: Date;
  readonly updated: Date;
  /** The chargeDetails extension, when the operator sends it (docs/contracts.md#chargedetails-statement-text-charge-time-and-status-history). */
  readonly chargeDetails?: ChargeDetails;
  /**
   * A refund line (R-…, the `claims` extension: docs/contracts.md#claims-incomplete-journeys-corrected-wrong-charges-reported): money back to
   * the card for a case, `of` the payment refunded (null when none).
   */
  readonly refund?: { readonly of: string | null; readonly caseId: string };
  /** Credits taken off this charge for approved cases (claims extension, an operator that refunds as credit). */
  readonly credits?: readonly { readonly caseId: string; readonly amount: Money }[];
}

/** Which statuses the payments list asks for (docs/behaviour/rules.md#payment-status: both by default). */
export interface StatusFilter {
  readonly succeeded: boolean;
  readonly failed: boolean;
}

export const ALL_STATUSES: StatusFilter = { succeeded: true, failed: true };

/** Whether the filter shows a status: a status that is neither succeeded nor failed (PENDING) only with both on. */
export const showsStatus = (filter: StatusFilter, status: PaymentStatus): boolean =>
  status.kind === 'succeeded'
    ? filter.succeeded
    : status.kind === 'failed'
      ? filter.failed
      : filter.succeeded && filter.failed;

/** The payments list's default order (docs/behaviour/rules.md#trip-and-payment-queries): updated descending. */
export const byUpdatedDescending = (a: Payment, b: Payment): number => b.updated.getTime() - a.updated.getTime();
