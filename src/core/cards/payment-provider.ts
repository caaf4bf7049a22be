import { token, type Token } from '../shared/token';

/** Why the rider goes to the card payment provider's hosted page (docs/behaviour/rules.md#card-registration). */
export type PaymentPurpose = 'card_registration' | 'settlement';

/** A signed request for the provider's hosted page: where to post, and the hidden fields (docs/behaviour/operator-contract.md#the-card-payment-provider). */
export interface SignedPaymentRequest {
  readonly url: string;
  readonly fields: Readonly<Record<string, string>>;
}

/**
 * Signs a payment request (by default the operator's server: the shop secret never reaches the browser).
 * The idempotency key (docs/contracts.md#bank-cards-and-payment-requests-product-api-a-session-is-required, one per attempt) makes signing again answer the same order; while an
 * order for the same debt is open, the operator answers that order.
 */
export interface PaymentRequests {
  sign(purpose: PaymentPurpose, idempotencyKey?: string): Promise<SignedPaymentRequest>;
}

export const PaymentRequests: Token<PaymentRequests> = token('PaymentRequests');

/** The card payment provider's hosted page: sends the rider there with the signed request. */
export interface PaymentProvider {
  open(request: SignedPaymentRequest): Promise<void>;
}

export const PaymentProvider: Token<PaymentProvider> = token('PaymentProvider');
