import type { Money } from '../../../core/travels/money';
import type { Payment } from '../../../core/travels/payment';

interface Credit {
  readonly caseId: string;
  readonly amount: Money;
}

/**
 * Credits for approved cases not yet taken off a payment, per card (an operator that refunds as credit:
 * docs/contracts.md#claims-incomplete-journeys-corrected-wrong-charges-reported).
 */
export class PendingCredits {
  private readonly pending = new Map<string, Credit[]>();

  add(aliasPan: string, caseId: string, amount: Money): void {
    this.pending.set(aliasPan, [...(this.pending.get(aliasPan) ?? []), { caseId, amount }]);
  }

  /**
   * The card's payment of its next charged trip, net of its pending credits (never below 0; what a credit has left
   * waits for the next one), with the credits it took.
   */
  takeOff(aliasPan: string, payment: Payment): Payment {
    const pending = this.pending.get(aliasPan);
    if (!pending?.length) return payment;
    let left = payment.amount.minor;
    const credits: Credit[] = [];
    const waiting: Credit[] = [];
    for (const credit of pending) {
      const taken = Math.min(left, credit.amount.minor);
      left -= taken;
      if (taken > 0) credits.push({ caseId: credit.caseId, amount: { ...credit.amount, minor: taken } });
      if (credit.amount.minor > taken)
        waiting.push({ caseId: credit.caseId, amount: { ...credit.amount, minor: credit.amount.minor - taken } });
    }
    this.pending.set(aliasPan, waiting);
    if (!credits.length) return payment;
    return {
      ...payment,
      amount: { ...payment.amount, minor: left },
      credits: [...(payment.credits ?? []), ...credits],
    };
  }
}
