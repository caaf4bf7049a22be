import type { PaymentProvider } from '../cards/payment-provider';
import { readProviderAnswer } from '../cards/provider-answer';
import type { Ids } from '../shared/ids';
import type { CardChecks } from './card-checks';
import type { CardPaymentRefusal, CardProofOutcome } from './checked-card';

/** Sends the rider to the provider's hosted page to prove a card (a verification: nothing is charged). */
export class StartCardCheck {
  constructor(
    private readonly checks: CardChecks,
    private readonly provider: PaymentProvider,
  ) {}

  async execute(): Promise<void> {
    await this.provider.open(await this.checks.sign());
  }
}

/** What the return from the hosted page comes to. */
export type CardCheckReturn =
  | CardProofOutcome
  /** The rider cancelled on the provider's page: nothing was checked. */
  | { readonly kind: 'cancelled' }
  /** An address out of shape (a tampered or truncated return): nothing was sent to the operator. */
  | { readonly kind: 'malformed' }
  | { readonly kind: 'none' };

/**
 * The rider is back from proving a card: the address's answer is only carried to the operator, who alone verifies its
 * signature, its order and its age; a cancel or an answer out of shape is told without a call.
 */
export class RedeemCardProof {
  constructor(private readonly checks: CardChecks) {}

  async execute(params: Readonly<Record<string, string>>): Promise<CardCheckReturn> {
    const read = readProviderAnswer(params);
    if (read.kind !== 'answer') return { kind: read.kind };
    return this.checks.redeem(params);
  }
}

/**
 * A checked card's debt paid on the hosted page; the receipt mailed to the address the rider types, which the operator
 * checks (contract/operator-rules.mjs) before it signs anything.
 */
export class PayCheckedCard {
  constructor(
    private readonly checks: CardChecks,
    private readonly provider: PaymentProvider,
    private readonly ids: Ids,
  ) {}

  async execute(
    email: string,
    language: string,
  ): Promise<{ readonly kind: 'opened' } | { readonly kind: 'refused'; readonly reason: CardPaymentRefusal }> {
    const started = await this.checks.pay({ email: email.trim(), language, idempotencyKey: this.ids.next() });
    if (started.kind === 'refused') return started;
    await this.provider.open(started.request);
    return { kind: 'opened' };
  }
}
