import { formatInTimeZone } from 'date-fns-tz';
import type { CalendarDay } from '../../../core/shared/calendar-day';
import type { DateRange } from '../../../core/travels/date-range';
import type { Money } from '../../../core/travels/money';
import { statusOf, type Payment, type StatusFilter } from '../../../core/travels/payment';
import type { PaymentInfo } from '../../../core/travels/payment-info';
import type { TapData } from '../../../core/travels/tap-data';
import type { Ticket } from '../../../core/travels/ticket';
import type { TravelCard } from '../../../core/travels/travel-card';

/** A trip as the gates make it. */
export interface LedgerTrip {
  readonly fare: string;
  readonly amount: Money;
  readonly firstTap: TapData;
  readonly lastTap: TapData | null;
  readonly validFrom: Date;
  readonly validTo: Date;
}

interface Charged {
  readonly aliasPan: string;
  readonly day: CalendarDay;
  readonly payment: Payment;
  readonly tickets: readonly Ticket[];
}

/**
 * The operator's trips and payments in memory, made as the sandbox makes them: a day's trips on a
 * card are charged as one payment; days are the operator's calendar days in its time zone.
 */
export class InMemoryTravelLedger {
  private readonly charged: Charged[] = [];
  private nextId = 1;

  constructor(readonly timeZone = 'Europe/Rome') {}

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
    const payment: Payment = {
      id: String(id),
      shortId: `P${String(id).padStart(8, '0')}`,
      card,
      amount: { minor, currency: first.amount.currency },
      status: statusOf(status),
      created,
      updated: updated ?? created,
    };
    const tickets = trips.map((trip, index): Ticket => ({ id: `${id}-${index + 1}`, card, ...trip }));
    this.charged.push({ aliasPan, day: this.dayOf(first.validFrom), payment, tickets });
    return payment;
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
      .map((entry) => entry.payment)
      .filter(({ status }) =>
        status.kind === 'succeeded' ? statuses.succeeded : status.kind === 'failed' ? statuses.failed : true,
      );
  }

  /** A payment's receipt data and the card it was charged to; null for an unknown short id. */
  info(shortId: string): { readonly aliasPan: string; readonly info: PaymentInfo } | null {
    const entry = this.charged.find((charged) => charged.payment.shortId === shortId);
    if (!entry) return null;
    const { payment } = entry;
    const { token: _token, ...card } = payment.card;
    const tickets = entry.tickets.map((ticket) => ({
      fare: ticket.fare,
      validFrom: ticket.validFrom,
      validTo: ticket.validTo,
      timeZone: this.timeZone,
      amount: ticket.amount,
      firstTap: ticket.firstTap,
      lastTap: ticket.lastTap,
    }));
    return { aliasPan: entry.aliasPan, info: { shortId: payment.shortId, amount: payment.amount, card, tickets } };
  }

  /** What each card owes: the sum of its failed payments (one summary per card that owes). */
  failedTotals(aliasPans: readonly string[]): Money[] {
    return aliasPans
      .map((alias) =>
        this.charged
          .filter((entry) => entry.aliasPan === alias && entry.payment.status.kind === 'failed')
          .map((entry) => entry.payment.amount),
      )
      .filter((amounts) => amounts.length > 0)
      .map((amounts) => ({
        minor: amounts.reduce((sum, amount) => sum + amount.minor, 0),
        currency: amounts[0]?.currency ?? 'EUR',
      }));
  }

  /** A settlement went through: the cards' failed payments become succeeded. */
  reconcile(aliasPans: readonly string[]): void {
    this.charged.forEach((entry, index) => {
      if (aliasPans.includes(entry.aliasPan) && entry.payment.status.kind === 'failed') {
        this.charged[index] = { ...entry, payment: { ...entry.payment, status: { kind: 'succeeded' } } };
      }
    });
  }

  /** Forgets a card's trips and payments, as removing the card does (spec 4). */
  forget(aliasPan: string): void {
    for (let index = this.charged.length - 1; index >= 0; index -= 1)
      if (this.charged[index]?.aliasPan === aliasPan) this.charged.splice(index, 1);
  }

  private dayOf(instant: Date): CalendarDay {
    return formatInTimeZone(instant, this.timeZone, 'yyyy-MM-dd');
  }
}

const inRange = (day: CalendarDay, range: DateRange) => day >= range.from && day <= range.to;
