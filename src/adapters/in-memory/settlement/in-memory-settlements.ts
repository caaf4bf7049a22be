import type { ReadSignal } from '../../../core/shared/read-signal';
import { ServiceFailure } from '../../../core/shared/service-failure';
import type { FailedSummary, SaveAnswer, SettlementRecord, Settlements } from '../../../core/settlement/settlements';
import { alphabeticCurrency } from '../../../core/travels/currency-codes';
import { DEFAULT_CURRENCY } from '../../../core/travels/money';
import type { InMemoryTravelLedger } from '../travels/in-memory-travel-ledger';

/** What the provider told the operator, server to server, about an order (URLMS). */
export interface ProviderNotification {
  readonly transactionId: string;
  readonly amount: number;
  readonly result: string;
  /** The order's currency, by either ISO 4217 code (EUR when not said, as every sandbox order). */
  readonly currency?: string;
  /** When the provider took the money (a fixed instant unless told). */
  readonly paidAt?: Date;
}

/**
 * Settlements over the in-memory ledger, with the sandbox's rule: a report is recorded only as the
 * provider's notification for its order tells it (its currency named by either code); a successful
 * notification reconciles the debt.
 */
export class InMemorySettlements implements Settlements {
  private readonly notifications = new Map<string, ProviderNotification>();
  /** What each confirmed order brought for a debt already settled (cents), to be refunded. */
  private readonly credits = new Map<string, number>();
  private settlements = 0;
  readonly saved = new Map<string, boolean>();

  constructor(private readonly ledger: InMemoryTravelLedger) {}

  /**
   * The provider's notification for an order: a success reconciles the given cards' failed payments, and
   * what it paid beyond them (a debt already settled) is the rider's credit.
   */
  notify(orderId: string, notification: ProviderNotification, aliasPans: readonly string[]): void {
    if (this.notifications.has(orderId)) return;
    this.notifications.set(orderId, notification);
    if (notification.result !== '00') return;
    this.settlements += 1;
    const applied = this.ledger.settle(aliasPans, {
      shortId: `S-${String(this.settlements).padStart(10, '0')}`,
      amount: notification.amount,
      paidAt: notification.paidAt ?? new Date('2026-11-22T10:00:00Z'),
      truncatedPan: '************5100',
    });
    this.credits.set(orderId, Math.max(0, notification.amount - applied));
  }

  async failedSummaries(aliasPans: readonly string[], signal?: ReadSignal): Promise<FailedSummary[]> {
    await Promise.resolve();
    if (signal?.aborted) throw Object.assign(new Error('The read was aborted'), { name: 'AbortError' });
    return this.ledger.failedTotals(aliasPans);
  }

  async save(record: SettlementRecord): Promise<SaveAnswer> {
    await Promise.resolve();
    const notified = this.notifications.get(record.orderId);
    if (!notified) throw new ServiceFailure('server', 'HTTP 404');
    const succeeded = notified.result === '00';
    const currency = alphabeticCurrency(notified.currency ?? DEFAULT_CURRENCY);
    const matches =
      notified.transactionId === record.transactionId &&
      notified.amount === record.amount &&
      alphabeticCurrency(record.currency) === currency &&
      succeeded === record.success;
    if (!matches) return { kind: 'unconfirmed' };
    this.saved.set(record.orderId, succeeded);
    return succeeded
      ? { kind: 'recorded', succeeded, credit: this.credits.get(record.orderId) ?? 0 }
      : { kind: 'recorded', succeeded };
  }
}
