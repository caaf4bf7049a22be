import type {
  ConcessionOffer,
  ConcessionRequest,
  ConcessionsView,
  LinkAnswer,
  LinkRequest,
  ProofOutcome,
  ProofRequest,
  ProofReturn,
  RiderConcession,
} from '../../../core/concessions/concession';
import { concessionState } from '../../../core/concessions/concession-state';
import { ageOn, validUntilFrom } from '../../../core/concessions/concession-validity';
import { addDays } from '../../../core/shared/calendar-day';
import type { Concessions } from '../../../core/concessions/concessions';
import type { StoredSession } from '../../../core/session/stored-session';
import type { Clock } from '../../../core/shared/clock';
import type { ReadSignal } from '../../../core/shared/read-signal';
import { ServiceFailure } from '../../../core/shared/service-failure';
import { dayInZone } from '../../../core/travels/journey-days';
import type { InMemoryCardNetwork } from '../cards/in-memory-card-network';
import { refused, verdictOf, type PendingProof, type ProofWorld } from './in-memory-proofs';

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
  private readonly pending = new Map<string, PendingProof>();
  private readonly requests: (ConcessionRequest & { readonly accountId: number })[] = [];
  private readonly references: Map<string, number | null>;
  private proofs = 0;

  constructor(
    private readonly network: InMemoryCardNetwork,
    private readonly session: StoredSession,
    private readonly clock: Clock,
    private readonly policy: ConcessionPolicy,
    private readonly timeZone = 'Europe/Rome',
    private readonly offered = true,
    private readonly world: ProofWorld = {},
  ) {
    this.references = new Map(world.references ?? []);
  }

  /** The operator decides a request under review (test set-up, as its staff would on its page). */
  decide(requestId: string, decision: { approved: true } | { approved: false; reason: string }): void {
    const index = this.requests.findIndex((request) => request.id === requestId);
    const request = this.requests[index];
    if (!request) return;
    if (decision.approved) {
      this.requests.splice(index, 1);
      this.approve(request.accountId, request.key, 'operatorCheck');
    } else this.requests[index] = { ...request, status: 'refused', reason: decision.reason };
  }

  /** A concession proven by a rider (test set-up, as the operator's records would hold it). */
  grant(accountId: number, concession: Omit<RiderConcession, 'cards'>): void {
    this.granted.push({ ...concession, accountId });
  }

  /** A card carrying one of its holder's concessions (test set-up, as the operator's records would hold it). */
  carry(aliasPan: string, concessionId: string): void {
    this.carried.set(aliasPan, concessionId);
  }

  async view(signal?: ReadSignal): Promise<ConcessionsView | null> {
    if (signal?.aborted) throw signal.reason;
    if (!this.offered || this.policy.offers.length === 0) return null;
    const accountId = this.accountId();
    const requests = this.requests
      .filter((request) => request.accountId === accountId)
      .map(({ accountId: _, ...request }) => request);
    const concessions = this.concessionsOf(accountId);
    return { ...this.policy, concessions, requests, mayQualify: this.mayQualify(accountId, concessions) };
  }

  async prove({ concessionKey, proof, reference, returnUrl }: ProofRequest): Promise<ProofOutcome> {
    const accountId = this.accountId();
    const offer = this.policy.offers.find((candidate) => candidate.key === concessionKey);
    if (!offer) return refused('unknown_concession');
    if (!offer.proofs.includes(proof)) return refused('proof_not_offered');
    const held = this.granted.find((row) => row.accountId === accountId && row.key === concessionKey);
    if (held && concessionState(held, this.today(), this.policy.renewalDays).kind === 'holds')
      return refused('already_held');
    if (proof === 'operatorCheck') {
      if (reference === undefined) {
        this.proofs += 1;
        const request = { id: `REQ-${this.proofs}`, key: concessionKey, status: 'inReview' as const, reason: null };
        this.requests.push({ ...request, accountId });
        return { kind: 'inReview', requestId: request.id };
      }
      if (!this.references.has(reference)) return refused('reference_unknown');
      const user = this.references.get(reference);
      if (user !== null && user !== accountId) return refused('reference_used');
      this.references.set(reference, accountId);
      return { kind: 'approved', concession: this.approve(accountId, concessionKey, proof) };
    }
    if (!returnUrl) return refused('proof_invalid');
    this.proofs += 1;
    const state = `state-${this.proofs}`;
    this.pending.set(state, { accountId, key: concessionKey, proof });
    return { kind: 'redirect', url: `https://proofs.example/${proof}?state=${state}` };
  }

  async completeProof(answer: ProofReturn): Promise<ProofOutcome> {
    const accountId = this.accountId();
    const pending = this.pending.get(answer.state);
    if (!pending || pending.accountId !== accountId) return refused('proof_invalid');
    this.pending.delete(answer.state);
    if ('error' in answer || this.world.cancels) return refused('cancelled');
    if (answer.code !== InMemoryConcessions.codeFor(answer.state)) return refused('proof_invalid');
    const offer = this.policy.offers.find((candidate) => candidate.key === pending.key);
    if (!offer) return refused('unknown_concession');
    const verdict = verdictOf(offer, pending.proof, this.world, this.today());
    if (verdict !== 'approved') return refused(verdict);
    return { kind: 'approved', concession: this.approve(accountId, pending.key, pending.proof) };
  }

  /** The code the stand-in provider gives back for a proof's state. */
  static codeFor(state: string): string {
    return `code-for-${state}`;
  }

  private today(): string {
    return dayInZone(this.clock.now(), this.timeZone);
  }

  /** Grants (or renews, from its last day) a concession; its cards stay on it. */
  private approve(accountId: number, key: string, provenBy: RiderConcession['provenBy']): RiderConcession {
    const offer = this.policy.offers.find((candidate) => candidate.key === key);
    const index = this.granted.findIndex((row) => row.accountId === accountId && row.key === key);
    const previous = this.granted[index];
    const from =
      previous?.validUntil && previous.validUntil >= this.today() ? addDays(previous.validUntil, 1) : this.today();
    const validUntil = offer ? validUntilFrom(offer.validity, from) : null;
    this.proofs += 1;
    const row = { id: previous?.id ?? `CON-${this.proofs}`, key, provenBy, validUntil, accountId };
    if (previous) this.granted[index] = row;
    else this.granted.push(row);
    return this.concessionsOf(accountId).find((concession) => concession.id === row.id) as RiderConcession;
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

  /** The age concessions the account's date of birth reaches on the operator's today that the rider does not hold. */
  private mayQualify(accountId: number, held: readonly RiderConcession[]): string[] {
    const birthdate = this.world.accountBirthdates?.get(accountId);
    if (!birthdate) return [];
    const today = this.today();
    return this.policy.offers
      .filter((offer) => offer.minimumAge !== undefined && ageOn(birthdate, today) >= offer.minimumAge)
      .filter((offer) => !held.some((row) => row.key === offer.key && (row.validUntil ?? today) >= today))
      .map((offer) => offer.key);
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
