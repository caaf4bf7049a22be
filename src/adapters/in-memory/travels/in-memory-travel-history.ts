import type { ReadSignal } from '../../../core/shared/read-signal';
import { ServiceFailure } from '../../../core/shared/service-failure';
import type { StoredSession } from '../../../core/session/stored-session';
import type { Payment, StatusFilter } from '../../../core/travels/payment';
import type { PaymentInfo } from '../../../core/travels/payment-info';
import type { Ticket } from '../../../core/travels/ticket';
import type { TravelHistory, TravelQuery } from '../../../core/travels/travel-history';
import type { InMemoryCardNetwork } from '../cards/in-memory-card-network';
import type { InMemoryTravelLedger } from './in-memory-travel-ledger';

/**
 * TravelHistory over the in-memory ledger, scoped as the sandbox scopes the operations API: only
 * the signed-in rider's cards (docs/contracts.md) — anyone else's is forbidden.
 */
export class InMemoryTravelHistory implements TravelHistory {
  constructor(
    private readonly ledger: InMemoryTravelLedger,
    private readonly network: InMemoryCardNetwork,
    private readonly session: StoredSession,
  ) {}

  async tickets({ range, aliasPans }: TravelQuery, signal?: ReadSignal): Promise<Ticket[]> {
    await this.answer(signal);
    this.requireOwn(aliasPans);
    return this.ledger.tickets(aliasPans, range);
  }

  async payments(
    { range, aliasPans, statuses }: TravelQuery & { readonly statuses: StatusFilter },
    signal?: ReadSignal,
  ): Promise<Payment[]> {
    await this.answer(signal);
    this.requireOwn(aliasPans);
    return this.ledger.payments(aliasPans, range, statuses);
  }

  async paymentInfo(shortId: string, signal?: ReadSignal): Promise<PaymentInfo | null> {
    await this.answer(signal);
    const found = this.ledger.info(shortId);
    if (!found) return null;
    this.requireOwn([found.aliasPan]);
    return found.info;
  }

  private requireOwn(aliasPans: readonly string[]): void {
    const account = this.session.account();
    if (!account) throw new ServiceFailure('unauthorized');
    if (aliasPans.some((alias) => this.network.holderOf(alias) !== account.id)) throw new ServiceFailure('forbidden');
  }

  /** Answers asynchronously, as a call does; a read called off before then is an abort. */
  private async answer(signal?: ReadSignal): Promise<void> {
    await Promise.resolve();
    if (signal?.aborted) throw Object.assign(new Error('The read was aborted'), { name: 'AbortError' });
  }
}
