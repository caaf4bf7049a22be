import type { ProviderAnswer, ProviderResult } from '../cards/provider-answer';
import type { Money } from '../travels/money';
import type { Settlements } from './settlements';

/** How a settlement ended, as the operator verified it. */
export type SettlementOutcome =
  | { readonly kind: 'paid'; readonly amount: Money }
  /** Paid for a debt that was already settled (another tab, an old order): `refund` goes back to the card. */
  | { readonly kind: 'paid-twice'; readonly refund: Money }
  /** The provider refused an order it had already processed (RESULT 07): nothing more was charged. */
  | { readonly kind: 'already-processed' }
  | { readonly kind: 'declined'; readonly result: Exclude<ProviderResult, 'success'> }
  /** The provider has not confirmed the payment the browser reports (a forged or altered return): nothing was recorded. */
  | { readonly kind: 'not-confirmed' };

/** The result codes' meanings (spec 8), as the payments/save call carries them. */
const MESSAGES: Readonly<Record<ProviderResult, string>> = {
  success: 'Success',
  'denied-by-system': 'Denied by the system',
  'denied-store-configuration': 'Denied due to store configuration issues',
  'denied-communication': 'Denied due to communication issues with the authorization',
  'denied-by-issuer': 'Denied by card issuer',
  'incorrect-card-number': 'Denied due to incorrect card number',
  'unforeseen-error': 'Unforeseen error during processing of request',
  'duplicated-order': 'Duplicated order',
  unknown: 'Unknown',
};

/**
 * The rider is back from paying (spec 4, Pending-payment settlement): the provider's answer in the
 * address is only a hint, so it is reported with payments/save and the operator's verified answer
 * decides what the rider is told.
 */
export class CompleteSettlement {
  constructor(private readonly settlements: Settlements) {}

  async execute(answer: ProviderAnswer): Promise<SettlementOutcome> {
    if (answer.result === 'duplicated-order') return { kind: 'already-processed' };
    if (answer.transactionId === null || answer.amount === null || answer.currency === null)
      return { kind: 'not-confirmed' };
    const success = answer.result === 'success';
    const saved = await this.settlements.save({
      transactionId: answer.transactionId,
      orderId: answer.orderId,
      currency: answer.currency,
      amount: answer.amount,
      success,
      message: MESSAGES[answer.result],
    });
    if (saved.kind === 'unconfirmed') return { kind: 'not-confirmed' };
    if (saved.succeeded && saved.credit !== undefined && saved.credit > 0)
      return { kind: 'paid-twice', refund: { minor: saved.credit, currency: 'EUR' } };
    if (saved.succeeded) return { kind: 'paid', amount: { minor: answer.amount, currency: 'EUR' } };
    return { kind: 'declined', result: answer.result === 'success' ? 'unknown' : answer.result };
  }
}
