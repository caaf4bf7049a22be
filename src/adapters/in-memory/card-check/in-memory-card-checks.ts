import { isEmail } from '../../../../contract/operator-rules.mjs';
import type { CardChecks, CardPaymentOrder, CardPaymentStart } from '../../../core/card-check/card-checks';
import type { CardProofOutcome, CheckedCard } from '../../../core/card-check/checked-card';
import { schemeOf } from '../../../core/cards/card-scheme';
import type { SignedPaymentRequest } from '../../../core/cards/payment-provider';
import { addDays } from '../../../core/shared/calendar-day';
import { dayInZone } from '../../../core/travels/journey-days';
import type { Clock } from '../../../core/shared/clock';
import type { ReadSignal } from '../../../core/shared/read-signal';
import type { PaymentInfo } from '../../../core/travels/payment-info';
import { ServiceFailure } from '../../../core/shared/service-failure';
import type { InMemoryDenyList } from '../card-status/in-memory-card-status';
import type { InMemoryCardNetwork } from '../cards/in-memory-card-network';
import type { InMemoryTravelLedger } from '../travels/in-memory-travel-ledger';
import { InMemoryCardProvider } from './in-memory-card-provider';

/** How long a proof may wait to be redeemed, and how long the card-scoped access lives (15 minutes). */
const ACCESS_MS = 15 * 60_000;

/** The operator's world a checked card is read from. */
export interface CardCheckWorld {
  readonly network: InMemoryCardNetwork;
  readonly ledger: InMemoryTravelLedger;
  readonly denyList: InMemoryDenyList;
  readonly clock: Clock;
}

/**
 * cardCheck in memory, kept as the sandbox keeps it (docs/contracts.md#cardcheck-a-card-checked-without-an-account):
 * a proof is the provider's signed answer of a verification it notified (`provider`, its stand-in), redeemed once
 * within 15 minutes for one browser's card-scoped access; a card in an account or that never tapped gives none.
 */
export class InMemoryCardChecks implements CardChecks {
  /** The provider's stand-in: proves cards and takes payments, as its hosted page would. */
  readonly provider: InMemoryCardProvider;
  private access: { readonly aliasPan: string; readonly expiresAt: Date } | null = null;
  private readonly redeemed = new Set<string>();
  /** The settlements made, numbering the next one (S-0000000001, …). */
  private settlements = 0;
  /** Open payment orders by the debt they pay (card and its failed payments). */
  private readonly openOrders = new Map<string, SignedPaymentRequest>();

  constructor(
    private readonly world: CardCheckWorld,
    readonly offered = true,
    private readonly windowDays = 7,
  ) {
    this.provider = new InMemoryCardProvider(world, (aliasPan) => this.settle(aliasPan));
  }

  private ensureOffered(): void {
    if (!this.offered) throw new ServiceFailure('malformed', 'the operator does not offer cardCheck');
  }

  async sign(): Promise<SignedPaymentRequest> {
    this.ensureOffered();
    return this.provider.verification();
  }

  async redeem(answer: Readonly<Record<string, string>>): Promise<CardProofOutcome> {
    this.ensureOffered();
    const order = this.provider.verified(answer);
    if (!order) return { kind: 'refused', reason: 'forged' };
    if (order.result !== '00') return { kind: 'refused', reason: 'declined' };
    if (this.redeemed.has(order.orderId)) return { kind: 'refused', reason: 'replayed' };
    const now = this.world.clock.now();
    if (now.getTime() - order.signedAt.getTime() > ACCESS_MS) return { kind: 'refused', reason: 'expired' };
    this.redeemed.add(order.orderId);
    if (!this.world.network.find(order.aliasPan)) return { kind: 'neverTapped' };
    if (this.world.network.holderOf(order.aliasPan) !== null) return { kind: 'belongsToAccount' };
    this.access = { aliasPan: order.aliasPan, expiresAt: new Date(now.getTime() + ACCESS_MS) };
    return { kind: 'access', expiresAt: this.access.expiresAt };
  }

  private liveAccess() {
    const access = this.access;
    return access && access.expiresAt > this.world.clock.now() ? access : null;
  }

  async read(signal?: ReadSignal): Promise<CheckedCard | null> {
    await Promise.resolve();
    if (signal?.aborted) throw Object.assign(new Error('The read was aborted'), { name: 'AbortError' });
    const access = this.offered ? this.liveAccess() : null;
    const card = access ? this.world.network.find(access.aliasPan) : null;
    if (!access || !card) return null;
    const { ledger, denyList, clock } = this.world;
    const to = dayInZone(clock.now(), ledger.timeZone);
    const range = { from: addDays(to, 1 - this.windowDays), to };
    const newestFirst = <T>(items: T[], at: (item: T) => Date) =>
      items.sort((a, b) => at(b).getTime() - at(a).getTime());
    return {
      windowDays: this.windowDays,
      ...range,
      expiresAt: access.expiresAt,
      card: {
        aliasPan: card.aliasPan,
        label: card.label,
        scheme: schemeOf(card.label),
        truncatedPan: card.truncatedPan,
        formFactor: card.formFactor,
      },
      state: denyList.stateOf(card.aliasPan),
      trips: newestFirst(ledger.tickets([card.aliasPan], range), (trip) => trip.validFrom),
      payments: newestFirst(
        ledger.payments([card.aliasPan], range, { succeeded: true, failed: true }),
        (payment) => payment.created,
      ),
    };
  }

  async pay(order: CardPaymentOrder): Promise<CardPaymentStart> {
    this.ensureOffered();
    const access = this.liveAccess();
    if (!access) return { kind: 'refused', reason: 'no-access' };
    if (!isEmail(order.email)) return { kind: 'refused', reason: 'invalid-email' };
    const state = this.world.denyList.stateOf(access.aliasPan);
    if (state.amountDue.minor === 0) return { kind: 'refused', reason: 'nothing-owed' };
    const debt = `${access.aliasPan}|${state.amountDue.minor}|${state.failedCount}`;
    const open = this.openOrders.get(debt);
    if (open) return { kind: 'request', request: open };
    const request = this.provider.payment(access.aliasPan, state.amountDue.minor, order.email);
    this.openOrders.set(debt, request);
    return { kind: 'request', request };
  }

  async paymentInfo(shortId: string): Promise<PaymentInfo | null> {
    const card = this.offered ? await this.read() : null;
    const found = this.world.ledger.info(shortId);
    // The card's own payments of the days shown, nothing else.
    const shown = card?.payments.some((payment) => payment.shortId === shortId) ?? false;
    return found && shown && found.aliasPan === card?.card.aliasPan ? found.info : null;
  }

  async done(): Promise<void> {
    this.access = null;
  }

  /** The provider's approved payment: the card's failed payments settled, its block lifted when next read. */
  private settle(aliasPan: string): void {
    const { ledger, clock, network } = this.world;
    const card = network.find(aliasPan);
    ledger.settle([aliasPan], {
      shortId: `S-${String((this.settlements += 1)).padStart(10, '0')}`,
      amount: ledger.failedTotals([aliasPan]).reduce((sum, total) => sum + total.minor, 0),
      paidAt: clock.now(),
      truncatedPan: card?.truncatedPan ?? '',
    });
    this.openOrders.clear();
    this.world.denyList.update([aliasPan]);
  }
}
