import { resultMessage, type ProviderAnswer, type ProviderResult } from '../cards/provider-answer';
import { alphabeticCurrency, numericCurrency } from '../travels/currency-codes';
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

/**
 * The rider is back from paying (docs/behaviour/rules.md#settlement): the provider's answer in the
 * address is only a hint, so it is reported with payments/save and the operator's verified answer
 * decides what the rider is told.
 */
export class CompleteSettlement {
  constructor(private readonly settlements: Settlements) {}

  async execute(answer: ProviderAnswer): Promise<SettlementOutcome> {
    if (answer.result === 'duplicated-order') return { kind: 'already-processed' };
    // A currency the portal cannot name (a tampered or unknown code) is no payment it can report.
    const numeric = answer.currency === null ? null : numericCurrency(answer.currency);
    const currency = numeric === null ? null : alphabeticCurrency(numeric);
    if (answer.transactionId === null || answer.amount === null || numeric === null || currency === null)
      return { kind: 'not-confirmed' };
    const success = answer.result === 'success';
    const saved = await this.settlements.save({
      transactionId: answer.transactionId,
      orderId: answer.orderId,
      currency: numeric,
      amount: answer.amount,
      success,
      message: resultMessage(answer.result),
    });
    if (saved.kind === 'unconfirmed') return { kind: 'not-confirmed' };
    if (saved.succeeded && saved.credit !== undefined && saved.credit > 0)
      return { kind: 'paid-twice', refund: { minor: saved.credit, currency } };
    if (saved.succeeded) return { kind: 'paid', amount: { minor: answer.amount, currency } };
    return { kind: 'declined', result: answer.result === 'success' ? 'unknown' : answer.result };
  }
}
