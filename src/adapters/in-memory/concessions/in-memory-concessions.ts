import type {
  ConcessionOffer,
  ConcessionsView,
  LinkAnswer,
  LinkRequest,
  RiderConcession,
} from '../../../core/concessions/concession';
import type { Concessions } from '../../../core/concessions/concessions';
import type { StoredSession } from '../../../core/session/stored-session';
import type { Clock } from '../../../core/shared/clock';
import type { ReadSignal } from '../../../core/shared/read-signal';
import { ServiceFailure } from '../../../core/shared/service-failure';
import { dayInZone } from '../../../core/travels/journey-days';
import type { InMemoryCardNetwork } from '../cards/in-memory-card-network';

/** The operator's published policy: its offer, the cards a rider may link and the renewal window. */
export interface ConcessionPolicy {
  readonly maxCards: number;
  readonly renewalDays: number;
  readonly offers: readonly ConcessionOffer[];
}

type Granted = Omit<RiderConcession, 'cards'> & { readonly accountId: number };

/**
 * Concessions in memory, with the sandbox's rules (docs/contracts.md#concessions-reduced-fares-on-a-bank-card): a rider
 * sees and links only their own; a card carries one concession; at most `maxCards` cards carry one; a concession run out
 * (the operator's zone) or withdrawn takes no new card; a card taken off the account (the card network) carries none.
 */
export class InMemoryConcessions implements Concessions {
  private readonly granted: Granted[] = [];
  /** Which concession each card (alias pan) carries. */
  private readonly carried = new Map<string, string>();

  constructor(
    private readonly network: InMemoryCardNetwork,
    private readonly session: StoredSession,
    private readonly clock: Clock,
    private readonly policy: ConcessionPolicy,
    private readonly timeZone = 'Europe/Rome',
    private readonly offered = true,
  ) {}

  /** A concession proven by a rider (test set-up, as the operator's records would hold it). */
  grant(accountId: number, concession: Omit<RiderConcession, 'cards'>): void {
    this.granted.push({ ...concession, accountId });
  }

  async view(signal?: ReadSignal): Promise<ConcessionsView | null> {
    if (signal?.aborted) throw signal.reason;
    if (!this.offered || this.policy.offers.length === 0) return null;
    return { ...this.policy, concessions: this.concessionsOf(this.accountId()) };
  }

  async link({ concessionId, aliasPan, linked }: LinkRequest): Promise<LinkAnswer> {
    const accountId = this.accountId();
    const concession = this.granted.find((row) => row.accountId === accountId && row.id === concessionId);
    if (!concession) return { kind: 'refused', reason: 'unknown_concession' };
    if (this.network.holderOf(aliasPan) !== accountId) return { kind: 'refused', reason: 'not_your_card' };
    if (!linked) {
      if (this.carried.get(aliasPan) === concessionId) this.carried.delete(aliasPan);
    } else if (this.carried.get(aliasPan) !== concessionId) {
      if (!this.policy.offers.some((offer) => offer.key === concession.key))
        return { kind: 'refused', reason: 'concession_withdrawn' };
      const today = dayInZone(this.clock.now(), this.timeZone);
      if (concession.validUntil !== null && today > concession.validUntil)
        return { kind: 'refused', reason: 'concession_expired' };
      if (!this.carried.has(aliasPan) && this.linkedCards(accountId).length >= this.policy.maxCards)
        return { kind: 'refused', reason: 'too_many_cards' };
      this.carried.set(aliasPan, concessionId);
    }
    return { kind: 'linked', concessions: this.concessionsOf(accountId) };
  }

  private accountId(): number {
    const account = this.session.account();
    if (!account) throw new ServiceFailure('unauthorized');
    return account.id;
  }

  /** The rider's cards still on their account that carry one of their concessions. */
  private linkedCards(accountId: number): string[] {
    return this.network
      .cardsOf(accountId)
      .map((card) => card.aliasPan)
      .filter((aliasPan) => this.carried.has(aliasPan));
  }

  private concessionsOf(accountId: number): RiderConcession[] {
    const cards = this.linkedCards(accountId);
    return this.granted
      .filter((row) => row.accountId === accountId)
      .map(({ accountId: _, ...row }) => ({
        ...row,
        cards: cards.filter((aliasPan) => this.carried.get(aliasPan) === row.id).sort(),
      }));
  }
}
