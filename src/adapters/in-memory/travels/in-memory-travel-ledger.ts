import { formatInTimeZone } from 'date-fns-tz';
import type { CalendarDay } from '../../../core/shared/calendar-day';
import { cappedAmount, weekStartOf } from '../../../core/travels/apply-caps';
import type { DateRange } from '../../../core/travels/date-range';
import type { FareCaps } from '../../../core/travels/fare-rules';
import type { Money } from '../../../core/travels/money';
import { statusOf, type Payment, type StatusFilter } from '../../../core/travels/payment';
import type { PaidBy, PaymentInfo, SettledPayment } from '../../../core/travels/payment-info';
import type { Ticket } from '../../../core/travels/ticket';
import type { TravelCard } from '../../../core/travels/travel-card';
import type { FareNamesByFare } from './in-memory-fare-names';
import { ledgerChargeDetails } from './in-memory-charge-details';
import {
  failedTotalsOf,
  receiptOf,
  refundEntry,
  type Charged,
  type LedgerSettlement,
  type LedgerTrip,
  type RefundFor,
} from './ledger-entries';
import { PendingCredits } from './pending-credits';

export type { LedgerSettlement, LedgerTrip, RefundFor } from './ledger-entries';

/**
 * The operator's trips and payments in memory, made as the sandbox makes them: a day's trips on a
 * card are charged as one payment; days are the operator's calendar days in its time zone.
 */
export class InMemoryTravelLedger {
  private readonly charged: Charged[] = [];
  private nextId = 1;
  private nextRefund = 1;
  /** Credits not yet taken off a payment (an operator refunding as credit). */
  private readonly credits = new PendingCredits();

  /**
   * @param fareNames the operator's fares' names per language (the `fareNames` extension): a trip of a fare named
   * there carries them; none for an operator without the extension.
   */
  constructor(
    readonly timeZone = 'Europe/Rome',
    readonly operatorKey = 'metro',
    private readonly fareNames: FareNamesByFare = {},
  ) {}

  /** Charges a day's trips on a card; answers the payment. */
  charge(
    aliasPan: string,
    card: TravelCard & { readonly token: string },
    trips: readonly LedgerTrip[],
    status = 'SUCCEEDED',
    updated?: Date,
  ): Payment {
    const first = trips[0];
    if (!first) throw new Error('a payment charges at least one trip');
    const minor = trips.reduce((sum, trip) => sum + trip.amount.minor, 0);
    const created = new Date(Math.max(...trips.map((trip) => trip.validTo.getTime())));
    const id = this.nextId++;
    const payment: Payment = this.credits.takeOff(aliasPan, {
      id: String(id),
      shortId: `P${String(id).padStart(8, '0')}`,
      card,
      amount: { minor, currency: first.amount.currency },
      status: statusOf(status),
      created,
      updated: updated ?? created,
    });
    const tickets = trips.map((trip, index): Ticket => {
      const fareNames = Object.hasOwn(this.fareNames, trip.fare) ? this.fareNames[trip.fare] : undefined;
      return { id: `${id}-${index + 1}`, card, ...trip, ...(fareNames ? { fareNames } : {}), timeZone: this.timeZone };
    });
    this.charged.push({ aliasPan, day: this.dayOf(first.validFrom), payment, tickets });
    return payment;
  }

  /**
   * One tap in and out under the operator's caps, as the gates charge it (docs/contracts.md#farecaps-capped-fares-and-the-operators-fare-rules):
   * the trip costs what is left of the fare under the card's day and week, and joins the day's payment.
   */
  tap(aliasPan: string, card: TravelCard & { readonly token: string }, trip: LedgerTrip, caps: FareCaps): Ticket {
    const amount = this.fareUnderCaps(aliasPan, trip.validFrom, caps);
    const currency = caps.fare.currency;
    const capped: LedgerTrip = {
      ...trip,
      amount: { minor: amount, currency },
      baseAmount: caps.fare,
      capDiscount: { minor: caps.fare.minor - amount, currency },
    };
    return this.join(aliasPan, card, capped);
  }

  /**
   * A tap-in never tapped out (docs/contracts.md#claims-incomplete-journeys-corrected-wrong-charges-reported): charged
   * the maximum fare, not capped and not counted toward the caps, `expected` what a tap-out would have cost; it joins
   * the day's payment. `trip.lastTap` is ignored (there was none).
   */
  tapIn(
    aliasPan: string,
    card: TravelCard & { readonly token: string },
    trip: Pick<LedgerTrip, 'fare' | 'firstTap' | 'validFrom' | 'validTo'>,
    maxFare: Money,
    expected: Money,
  ): Ticket {
    return this.join(aliasPan, card, {
      ...trip,
      lastTap: null,
      amount: maxFare,
      baseAmount: maxFare,
      capDiscount: { minor: 0, currency: maxFare.currency },
      incomplete: { expected },
    });
  }

  /** Every trip of the cards, whatever its day. */
  allTickets(aliasPans: readonly string[]): Ticket[] {
    return this.charged.filter((entry) => aliasPans.includes(entry.aliasPan)).flatMap((entry) => entry.tickets);
  }

  /** What a trip at `at` would cost on the card: what is left of the fare under its day and week (incomplete trips not counted). */
  fareUnderCaps(aliasPan: string, at: Date, caps: FareCaps): number {
    const day = this.dayOf(at);
    const earlier = this.charged
      .filter((entry) => entry.aliasPan === aliasPan)
      .flatMap((entry) =>
        entry.tickets.filter(countsTowardCaps).map((ticket) => ({ day: entry.day, amount: ticket.amount.minor })),
      )
      .filter((ticket) => ticket.day <= day);
    const weekly = caps.weeklyCap;
    const spent = (from: CalendarDay) => earlier.reduce((sum, t) => (t.day >= from ? sum + t.amount : sum), 0);
    return cappedAmount(caps, spent(day), weekly ? spent(weekStartOf(day, weekly.kind)) : 0);
  }

  /** A trip by id, with the card it was made on and its payment; null for an unknown id. */
  findTicket(id: string): { readonly aliasPan: string; readonly ticket: Ticket; readonly payment: Payment } | null {
    for (const entry of this.charged) {
      const ticket = entry.tickets.find((candidate) => candidate.id === id);
      if (ticket) return { aliasPan: entry.aliasPan, ticket, payment: entry.payment };
    }
    return null;
  }

  /** A day's payment (not a settlement or a refund line) by short id, with its card's alias; null for none. */
  findPayment(shortId: string): { readonly aliasPan: string; readonly payment: Payment } | null {
    const entry = this.charged.find(
      (charged) => charged.payment.shortId === shortId && !charged.refundFor && !charged.settles,
    );
    return entry ? { aliasPan: entry.aliasPan, payment: entry.payment } : null;
  }

  /** Records a trip's claim fields: its latest case, its correction once approved. */
  amendTicket(id: string, change: Pick<Ticket, 'caseId'> & Partial<Pick<Ticket, 'incomplete'>>): void {
    this.charged.forEach((entry, index) => {
      if (!entry.tickets.some((ticket) => ticket.id === id)) return;
      const tickets = entry.tickets.map((ticket) => (ticket.id === id ? { ...ticket, ...change } : ticket));
      this.charged[index] = { ...entry, tickets };
    });
  }

  /**
   * A refund line (claims): money back to the card the refunded payment was charged to, `R-` and 10 hex digits,
   * listed by the day it was made; its receipt lists the corrected trip, if any. Answers the line.
   */
  refund(
    aliasPan: string,
    card: TravelCard & { readonly token: string },
    refund: RefundFor & { readonly amount: Money; readonly at: Date; readonly ticket?: Ticket },
  ): Payment {
    const shortId = `R-${(this.nextRefund++).toString(16).padStart(10, '0')}`;
    const entry = refundEntry(aliasPan, this.dayOf(refund.at), { ...refund, shortId, card });
    this.charged.push(entry);
    return entry.payment;
  }

  /** Cancels (part of) an unpaid payment's debt (claims): its amount owed lowered, never below 0. */
  cancelDebt(shortId: string, amount: Money): void {
    this.charged.forEach((entry, index) => {
      if (entry.payment.shortId !== shortId || entry.refundFor || entry.settles) return;
      const { minor, currency } = entry.payment.amount;
      this.charged[index] = {
        ...entry,
        payment: { ...entry.payment, amount: { minor: Math.max(0, minor - amount.minor), currency } },
      };
    });
  }

  /** A credit (claims, an operator refunding as credit): taken off the card's next payment. */
  credit(aliasPan: string, caseId: string, amount: Money): void {
    this.credits.add(aliasPan, caseId, amount);
  }

  /** Adds a trip to the card's payment of its travel day (a new payment when it has none), net of pending credits. */
  private join(aliasPan: string, card: TravelCard & { readonly token: string }, trip: LedgerTrip): Ticket {
    const day = this.dayOf(trip.validFrom);
    const index = this.charged.findIndex(
      (entry) => entry.aliasPan === aliasPan && entry.day === day && !entry.refundFor && !entry.settles,
    );
    const existing = this.charged[index];
    if (!existing) {
      this.charge(aliasPan, card, [trip]);
      return this.charged[this.charged.length - 1]?.tickets[0] as Ticket;
    }
    const ticket: Ticket = {
      id: `${existing.payment.id}-${existing.tickets.length + 1}`,
      card,
      ...trip,
      timeZone: this.timeZone,
    };
    const { minor, currency } = existing.payment.amount;
    this.charged[index] = {
      ...existing,
      tickets: [...existing.tickets, ticket],
      payment: this.credits.takeOff(aliasPan, {
        ...existing.payment,
        amount: { minor: minor + trip.amount.minor, currency },
      }),
    };
    return ticket;
  }

  tickets(aliasPans: readonly string[], range: DateRange): Ticket[] {
    return this.charged
      .filter((entry) => aliasPans.includes(entry.aliasPan))
      .flatMap((entry) => entry.tickets)
      .filter((ticket) => inRange(this.dayOf(ticket.validFrom), range));
  }

  payments(aliasPans: readonly string[], range: DateRange, statuses: StatusFilter): Payment[] {
    return this.charged
      .filter((entry) => aliasPans.includes(entry.aliasPan) && inRange(entry.day, range))
      .map((entry) => ({
        ...entry.payment,
        chargeDetails: ledgerChargeDetails(entry.payment, {
          operatorKey: this.operatorKey,
          settled: entry.paidBy !== undefined,
          settlement: entry.settles !== undefined,
        }),
      }))
      .filter(({ status }) =>
        status.kind === 'succeeded' ? statuses.succeeded : status.kind === 'failed' ? statuses.failed : true,
      );
  }

  /** A payment's receipt data and the card it was charged to; null for an unknown short id. */
  info(shortId: string): { readonly aliasPan: string; readonly info: PaymentInfo } | null {
    const entry = this.charged.find((charged) => charged.payment.shortId === shortId);
    if (!entry) return null;
    return { aliasPan: entry.aliasPan, info: receiptOf(entry, this.timeZone) };
  }

  /** What each card owes: the sum and the number of its failed payments (one summary per card and currency that owes). */
  failedTotals(aliasPans: readonly string[]): (Money & { count: number })[] {
    return failedTotalsOf(this.charged, aliasPans);
  }

  /**
   * A confirmed settlement (docs/contracts.md#operations-api-oms-scoped-stricter-than-the-base-contract): the failed payments of the cards are paid — their receipts say by
   * which settlement, when and with which card — and the settlement is a payment of its own, listed under
   * the first card, with what it paid and what it brought beyond them (to refund). Answers what it settled.
   */
  settle(aliasPans: readonly string[], settlement: LedgerSettlement): number {
    const settles: SettledPayment[] = [];
    const paidBy: PaidBy = {
      shortId: settlement.shortId,
      paidAt: settlement.paidAt,
      truncatedPan: settlement.truncatedPan,
    };
    this.charged.forEach((entry, index) => {
      if (aliasPans.includes(entry.aliasPan) && entry.payment.status.kind === 'failed') {
        settles.push({ shortId: entry.payment.shortId, day: entry.day, amount: entry.payment.amount });
        this.charged[index] = { ...entry, paidBy, payment: { ...entry.payment, status: { kind: 'succeeded' } } };
      }
    });
    const applied = settles.reduce((sum, payment) => sum + payment.amount.minor, 0);
    const amount: Money = { minor: settlement.amount, currency: 'EUR' };
    const aliasPan = aliasPans[0];
    if (aliasPan !== undefined)
      this.charged.push({
        aliasPan,
        day: this.dayOf(settlement.paidAt),
        payment: {
          id: settlement.shortId,
          shortId: settlement.shortId,
          card: {
            label: 'Online payment',
            scheme: 'generic',
            truncatedPan: settlement.truncatedPan,
            formFactor: 'card',
            token: '',
          },
          amount,
          status: statusOf('SUCCEEDED'),
          created: settlement.paidAt,
          updated: settlement.paidAt,
        },
        tickets: [],
        settles,
        refund: { minor: Math.max(0, settlement.amount - applied), currency: 'EUR' },
      });
    return applied;
  }

  /** Forgets a card's trips and payments, as removing the card does (docs/behaviour/rules.md#card-removal). */
  forget(aliasPan: string): void {
    for (let index = this.charged.length - 1; index >= 0; index -= 1)
      if (this.charged[index]?.aliasPan === aliasPan) this.charged.splice(index, 1);
  }

  private dayOf(instant: Date): CalendarDay {
    return formatInTimeZone(instant, this.timeZone, 'yyyy-MM-dd');
  }
}

const inRange = (day: CalendarDay, range: DateRange) => day >= range.from && day <= range.to;

/** A maximum fare is not capped and does not count toward the caps (claims). */
const countsTowardCaps = (ticket: Ticket): boolean => !ticket.incomplete;
