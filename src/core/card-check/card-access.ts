import { readProviderAnswer } from '../cards/provider-answer';
import type { ReadSignal } from '../shared/read-signal';
import { receiptOf, type ReceiptAnswer } from '../travels/build-receipt';
import type { CardChecks } from './card-checks';
import type { CheckedCard } from './checked-card';

/**
 * The card of the live card-scoped access, or null when there is none (never proven, ended, expired, or an operator
 * that does not offer it).
 */
export class ReadCheckedCard {
  constructor(private readonly checks: CardChecks) {}

  execute(signal?: ReadSignal): Promise<CheckedCard | null> {
    return this.checks.read(signal);
  }
}

/**
 * A receipt of one of the checked card's payments (docs/behaviour/rules.md#receipts), as an account's receipts are
 * made; no holder is named: the operator knows none.
 */
export class BuildCheckedCardReceipt {
  constructor(private readonly checks: CardChecks) {}

  async execute(shortId: string, locale: string, language = locale): Promise<ReceiptAnswer> {
    const info = await this.checks.paymentInfo(shortId);
    return info ? { kind: 'receipt', receipt: receiptOf(info, '', locale, language) } : { kind: 'not-found' };
  }
}

/** "Done": the card-scoped access ends at the operator (its cookie cleared). */
export class EndCardCheck {
  constructor(private readonly checks: CardChecks) {}

  execute(): Promise<void> {
    return this.checks.done();
  }
}

/** How paying a checked card's debt ended, as the operator's view of the card says it. */
export type CardPaymentOutcome =
  | { readonly kind: 'paid'; readonly card: CheckedCard }
  /** The provider approved it but the operator has not recorded it yet (its notification is on its way). */
  | { readonly kind: 'pending'; readonly card: CheckedCard }
  | { readonly kind: 'declined'; readonly card: CheckedCard | null }
  | { readonly kind: 'cancelled'; readonly card: CheckedCard | null }
  /** The access ended meanwhile: the card must be proven again to see it. */
  | { readonly kind: 'no-access' };

/**
 * The rider is back from paying a checked card's debt. The address's answer is a hint only: what the card owes now,
 * as the operator reads it (the provider's notification settles the debt), decides what the rider is told.
 */
export class CompleteCardPayment {
  constructor(private readonly checks: CardChecks) {}

  async execute(params: Readonly<Record<string, string>>): Promise<CardPaymentOutcome> {
    const answer = readProviderAnswer(params);
    const card = await this.checks.read();
    if (answer.kind !== 'answer') return card ? { kind: 'cancelled', card } : { kind: 'no-access' };
    if (!card) return { kind: 'no-access' };
    if (answer.answer.result !== 'success') return { kind: 'declined', card };
    return card.state.amountDue.minor === 0 ? { kind: 'paid', card } : { kind: 'pending', card };
  }
}
