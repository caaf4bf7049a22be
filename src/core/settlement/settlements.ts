import type { ReadSignal } from '../shared/read-signal';
import { token, type Token } from '../shared/token';
import type { Money } from '../travels/money';

/** A payment made on the provider's hosted page, as the portal reports it (docs/behaviour/rules.md#settlement). */
export interface SettlementRecord {
  readonly transactionId: string;
  readonly orderId: string;
  /** The provider's ISO 4217 numeric code (978), as payments/save carries it (currency-codes.ts). */
  readonly currency: string;
  /** Minor units (cents). */
  readonly amount: number;
  readonly success: boolean;
  /** The result code's meaning (docs/behaviour/rules.md#provider-result-codes). */
  readonly message: string;
}

/**
 * What the operator answered to the report: recorded as it verified it, or not confirmed by the provider.
 * `credit` (docs/contracts.md#bank-cards-and-payment-requests-product-api-a-session-is-required, cents; absent from an operator that does not say): what the payment brought for a
 * debt already settled, to be refunded to the card.
 */
export type SaveAnswer =
  | { readonly kind: 'recorded'; readonly succeeded: boolean; readonly credit?: number }
  | { readonly kind: 'unconfirmed' };

/**
 * One card's failed payments in one currency: what they owe and, where the operator says (an extension,
 * docs/contracts.md#operations-api-oms-scoped-stricter-than-the-base-contract), how many payments they are.
 */
export interface FailedSummary extends Money {
  readonly count?: number;
}

/** The operator's side of settling failed payments (docs/behaviour/rules.md#settlement: failed summaries, payments/save). */
export interface Settlements {
  /** The failed payment summaries of the rider's cards: what each owes, and how many payments where said. */
  failedSummaries(aliasPans: readonly string[], signal?: ReadSignal): Promise<FailedSummary[]>;
  save(record: SettlementRecord): Promise<SaveAnswer>;
}

export const Settlements: Token<Settlements> = token('Settlements');
