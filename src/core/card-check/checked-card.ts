import type { CardState } from '../card-status/card-state';
import type { CalendarDay } from '../shared/calendar-day';
import type { Payment } from '../travels/payment';
import type { Ticket } from '../travels/ticket';
import type { TravelCard } from '../travels/travel-card';

/** The card as its holder sees it on the card itself (docs/contracts.md#cardcheck-a-card-checked-without-an-account). */
export interface CheckedCardIdentity extends TravelCard {
  readonly aliasPan: string;
}

/**
 * One card proven on the provider's hosted page, as its card-scoped access shows it: its state at the gates, what it
 * owes, and its trips and payments of the operator's last `windowDays` travel days (newest first), read-only.
 */
export interface CheckedCard {
  readonly windowDays: number;
  readonly from: CalendarDay;
  readonly to: CalendarDay;
  /** When the card-scoped access ends (15 minutes after the proof). */
  readonly expiresAt: Date;
  readonly card: CheckedCardIdentity;
  readonly state: CardState;
  readonly trips: readonly Ticket[];
  readonly payments: readonly Payment[];
}

/** Why the operator refused a proof, or throttled it. */
export const CARD_PROOF_REFUSALS = ['forged', 'declined', 'expired', 'replayed', 'throttled'] as const;
export type CardProofRefusal = (typeof CARD_PROOF_REFUSALS)[number];

/** What the operator made of the provider's signed answer. */
export type CardProofOutcome =
  | { readonly kind: 'access'; readonly expiresAt: Date }
  /** The card is in an account: nothing more is said of it, never whose. */
  | { readonly kind: 'belongsToAccount' }
  /** The card never travelled with this operator. */
  | { readonly kind: 'neverTapped' }
  | { readonly kind: 'refused'; readonly reason: CardProofRefusal };

/** Why paying a checked card's debt could not start. */
export type CardPaymentRefusal = 'invalid-email' | 'nothing-owed' | 'no-access' | 'belongs-to-account' | 'throttled';
