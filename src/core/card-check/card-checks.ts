import type { SignedPaymentRequest } from '../cards/payment-provider';
import type { ReadSignal } from '../shared/read-signal';
import type { PaymentInfo } from '../travels/payment-info';
import { token, type Token } from '../shared/token';
import type { CardPaymentRefusal, CardProofOutcome, CheckedCard } from './checked-card';

/** Paying a checked card's debt: the hosted page's signed request (an open order for the same debt is that order). */
export type CardPaymentStart =
  | { readonly kind: 'request'; readonly request: SignedPaymentRequest }
  | { readonly kind: 'refused'; readonly reason: CardPaymentRefusal };

/** The payment of a checked card's debt: where its receipt goes, in which language. */
export interface CardPaymentOrder {
  readonly email: string;
  readonly language: string;
  readonly idempotencyKey: string;
}

/**
 * The operator's side of a card checked without an account (the `cardCheck` extension,
 * docs/contracts.md#cardcheck-a-card-checked-without-an-account). The access is the operator's card-scoped cookie:
 * the portal never holds the card's number nor any token of it.
 */
export interface CardChecks {
  /** Whether the operator offers it: without, the portal shows no link and makes no call. */
  readonly offered: boolean;
  /** The hosted page's signed request of a card verification (nothing charged). */
  sign(): Promise<SignedPaymentRequest>;
  /** The provider's signed answer, as the return address carried it, for a card-scoped access. */
  redeem(answer: Readonly<Record<string, string>>): Promise<CardProofOutcome>;
  /** The card of the live access; null when there is none (never proven, ended, expired). */
  read(signal?: ReadSignal): Promise<CheckedCard | null>;
  /** Pay what the card owes on the hosted page. */
  pay(order: CardPaymentOrder): Promise<CardPaymentStart>;
  /** A receipt's data of one of the card's payments shown; null for any other payment, or without an access. */
  paymentInfo(shortId: string, signal?: ReadSignal): Promise<PaymentInfo | null>;
  /** Ends the access. */
  done(): Promise<void>;
}

export const CardChecks: Token<CardChecks> = token('CardChecks');
