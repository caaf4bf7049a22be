import type { CardState, CardStates } from '../../../core/card-status/card-state';
import type { CardStatus } from '../../../core/card-status/card-status';
import type { StoredSession } from '../../../core/session/stored-session';
import type { Clock } from '../../../core/shared/clock';
import type { ReadSignal } from '../../../core/shared/read-signal';
import { ServiceFailure } from '../../../core/shared/service-failure';
import type { InMemoryCardNetwork } from '../cards/in-memory-card-network';
import type { InMemoryTravelLedger } from '../travels/in-memory-travel-ledger';

const DAY = 86_400_000;
const WHOLE_HISTORY = { from: '1900-01-01', to: '9998-12-31' };

/**
 * The operator's deny list in memory, kept as the sandbox keeps it (docs/contracts.md#cardstatus-a-cards-state-at-the-gates):
 * a failed payment is retried `retryAfterDays` after it failed (its `updated`); one still failed once that time has
 * passed blocks its card from then; a card left owing nothing is unblocked when the list is next read (the
 * clock's now: the in-memory world reads its changes then, as the sandbox does without a scheduler).
 */
export class InMemoryDenyList {
  private readonly blocks = new Map<string, { deniedAt: Date; unblockedAt: Date | null }>();
  private readonly blockedBy = new Set<string>();

  constructor(
    private readonly ledger: InMemoryTravelLedger,
    private readonly clock: Clock,
    readonly retryAfterDays = 10,
  ) {}

  private failedOf(aliasPan: string) {
    return this.ledger
      .payments([aliasPan], WHOLE_HISTORY, { succeeded: false, failed: true })
      .filter((payment) => payment.status.kind === 'failed');
  }

  private retryOf(payment: { readonly updated: Date }): Date {
    return new Date(payment.updated.getTime() + this.retryAfterDays * DAY);
  }

  /**
   * Records what happened by now on the cards (the sandbox's updateDenyList): a failed retry blocks its card (a payment
   * blocks it once); a blocked card owing nothing is unblocked.
   */
  update(aliasPans: readonly string[]): void {
    const now = this.clock.now();
    for (const aliasPan of aliasPans) {
      const failed = this.failedOf(aliasPan);
      const block = this.blocks.get(aliasPan);
      if (block && block.unblockedAt === null) {
        if (failed.length === 0) block.unblockedAt = now;
        continue;
      }
      const due = failed.find((payment) => this.retryOf(payment) <= now && !this.blockedBy.has(payment.id));
      if (!due) continue;
      this.blockedBy.add(due.id);
      this.blocks.set(aliasPan, { deniedAt: this.retryOf(due), unblockedAt: null });
    }
  }

  /** The card's state now. */
  stateOf(aliasPan: string): CardState {
    this.update([aliasPan]);
    const now = this.clock.now();
    const failed = this.failedOf(aliasPan);
    const retries = failed.map((payment) => this.retryOf(payment));
    const current = this.blocks.get(aliasPan);
    const denied = current !== undefined && current.unblockedAt === null;
    const next = retries.filter((at) => at > now).sort((a, b) => a.getTime() - b.getTime())[0] ?? null;
    return {
      aliasPan,
      standing: denied ? 'denied' : failed.length > 0 ? 'payment_failed' : 'active',
      amountDue: { minor: failed.reduce((sum, payment) => sum + payment.amount.minor, 0), currency: 'EUR' },
      failedCount: failed.length,
      nextRetryAt: denied ? null : next,
      deniedAt: denied ? current.deniedAt : null,
      unblockedAt: denied ? null : (current?.unblockedAt ?? null),
    };
  }

  /** Customer service lifts a card's block by hand (the sandbox's `POST /sandbox/api/deny-list/lift`). */
  lift(aliasPan: string): void {
    const block = this.blocks.get(aliasPan);
    if (block && block.unblockedAt === null) block.unblockedAt = this.clock.now();
  }
}

/**
 * CardStatus in memory, scoped as the sandbox scopes it: the signed-in rider's cards; without a deny list (an
 * operator not offering cardStatus) null.
 */
export class InMemoryCardStatus implements CardStatus {
  constructor(
    private readonly denyList: InMemoryDenyList | null,
    private readonly cards: InMemoryCardNetwork,
    private readonly session: StoredSession,
  ) {}

  async states(signal?: ReadSignal): Promise<CardStates | null> {
    await Promise.resolve();
    if (signal?.aborted) throw Object.assign(new Error('The read was aborted'), { name: 'AbortError' });
    const account = this.session.account();
    if (!account) throw new ServiceFailure('unauthorized');
    if (!this.denyList) return null;
    const list = this.denyList;
    return {
      retryAfterDays: list.retryAfterDays,
      cards: this.cards.cardsOf(account.id).map((card) => list.stateOf(card.aliasPan)),
    };
  }
}
