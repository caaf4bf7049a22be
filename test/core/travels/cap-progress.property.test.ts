import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, type CalendarDay } from '../../../src/core/shared/calendar-day';
import { applyCaps, weekStartOf } from '../../../src/core/travels/apply-caps';
import { capProgress } from '../../../src/core/travels/cap-progress';
import type { FareCaps, WeeklyCapKind } from '../../../src/core/travels/fare-rules';
import type { Ticket } from '../../../src/core/travels/ticket';
import { splitDays } from '../../../src/core/travels/split-days';
import { CAPS_TODAY, cappedTickets, capsArb, daysArb, noonDayOf } from '../../support/builders/fare-caps-arbitraries';
import { MASTERCARD_4444, VISA_4111 } from '../../support/builders/travel-builder';

const eur = (minor: number) => ({ minor, currency: 'EUR' });
const TODAY = CAPS_TODAY; // a Wednesday
const dayOf = noonDayOf;
const ticketsOf = cappedTickets;

const sumOn = (tickets: readonly Ticket[], from: CalendarDay, to: CalendarDay) =>
  tickets
    .filter((ticket) => dayOf(ticket.validFrom) >= from && dayOf(ticket.validFrom) <= to)
    .reduce((sum, ticket) => sum + ticket.amount.minor, 0);

describe('the caps (apply-caps.ts)', () => {
  it('charge each trip between nothing and the fare, its discount making up the rest', () => {
    fc.assert(
      fc.property(capsArb, daysArb, (caps, days) => {
        for (const charge of applyCaps(caps, days)) {
          expect(charge.amount).toBeGreaterThanOrEqual(0);
          expect(charge.amount).toBeLessThanOrEqual(caps.fare.minor);
          expect(charge.amount + charge.capDiscount).toBe(charge.baseAmount);
        }
      }),
    );
  });

  it("never let a card's day or week cost more than its cap", () => {
    fc.assert(
      fc.property(capsArb, daysArb, (caps, days) => {
        const tickets = ticketsOf(caps, days);
        for (const day of new Set(days)) {
          expect(sumOn(tickets, day, day)).toBeLessThanOrEqual(caps.dailyCap.minor);
          const weekly = caps.weeklyCap!;
          expect(sumOn(tickets, weekStartOf(day, weekly.kind), day)).toBeLessThanOrEqual(weekly.amount.minor);
        }
      }),
    );
  });

  it('start a calendar week on the Monday of the last 7 days, a rolling one six days before', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2000, max: 2000 }), (offset) => {
        const day = addDays(TODAY, offset);
        const monday = weekStartOf(day, 'calendarWeek');
        expect(new Date(`${monday}T00:00:00Z`).getUTCDay()).toBe(1);
        expect(monday <= day && monday >= addDays(day, -6)).toBe(true);
        expect(weekStartOf(day, 'rolling7Days')).toBe(addDays(day, -6));
      }),
    );
  });
});

describe("a card's progress toward the caps (cap-progress.ts)", () => {
  it('is never negative: what is spent and what is left make the cap until it is reached', () => {
    fc.assert(
      fc.property(capsArb, daysArb, (caps, days) => {
        for (const card of capProgress(ticketsOf(caps, days), caps, TODAY, dayOf)) {
          for (const meter of [card.today, card.week!]) {
            expect(meter.spent.minor).toBeGreaterThanOrEqual(0);
            expect(meter.left.minor).toBeGreaterThanOrEqual(0);
            expect(meter.spent.minor).toBeLessThanOrEqual(meter.cap.minor);
            expect(meter.reached || meter.spent.minor + meter.left.minor === meter.cap.minor).toBe(true);
            expect(meter.reached).toBe(meter.left.minor === 0);
          }
        }
      }),
    );
  });

  it("adds up the week's capped trips' discounts: the fares less what was charged", () => {
    fc.assert(
      fc.property(capsArb, daysArb, (caps, days) => {
        const tickets = ticketsOf(caps, days);
        const [card] = capProgress(tickets, caps, TODAY, dayOf);
        const from = weekStartOf(TODAY, caps.weeklyCap!.kind);
        const week = tickets.filter((ticket) => dayOf(ticket.validFrom) >= from);
        const fares = week.reduce((sum, ticket) => sum + ticket.baseAmount!.minor, 0);
        expect(card?.savedThisWeek.minor ?? 0).toBe(fares - sumOn(tickets, from, TODAY));
      }),
    );
  });

  it('counts at least as much over the last 7 days as over the calendar week', () => {
    fc.assert(
      fc.property(capsArb, daysArb, (caps, days) => {
        const tickets = ticketsOf(caps, days);
        const withKind = (kind: WeeklyCapKind) =>
          capProgress(tickets, { ...caps, weeklyCap: { amount: eur(100_000), kind } }, TODAY, dayOf)[0]?.week?.spent
            .minor ?? 0;
        expect(withKind('rolling7Days')).toBeGreaterThanOrEqual(withKind('calendarWeek'));
      }),
    );
  });

  it('keeps each card or phone wallet apart, with only the cards used this week', () => {
    const caps: FareCaps = {
      fareName: 'Corsa singola',
      fare: eur(150),
      dailyCap: eur(700),
      weeklyCap: { amount: eur(2400), kind: 'calendarWeek' },
      timeZone: 'UTC',
    };
    const tickets = [
      ...ticketsOf(caps, [TODAY, TODAY, TODAY]),
      ...ticketsOf(caps, ['2026-11-23', TODAY], MASTERCARD_4444),
      ...ticketsOf(caps, ['2026-11-20'], { ...VISA_4111, truncatedPan: '400000******0002' }),
    ];
    const progress = capProgress(tickets, caps, TODAY, dayOf);
    expect(progress.map((card) => [card.card.truncatedPan, card.today.spent.minor, card.week?.spent.minor])).toEqual([
      ['555555******4444', 150, 300],
      ['411111******1111', 450, 450],
    ]);
    expect(progress[1]?.today.left).toEqual(eur(250));
  });
});

describe('split days (split-days.ts)', () => {
  const caps: FareCaps = { fareName: 'Corsa singola', fare: eur(150), dailyCap: eur(700), timeZone: 'UTC' };

  it('names a day split between a plastic card and a phone wallet that cost more than one card would have', () => {
    const tickets = [
      ...ticketsOf(caps, Array(4).fill(TODAY) as CalendarDay[]),
      ...ticketsOf(caps, Array(3).fill(TODAY) as CalendarDay[], MASTERCARD_4444),
      ...ticketsOf(caps, ['2026-11-24', '2026-11-24'], MASTERCARD_4444),
      ...ticketsOf(caps, ['2026-11-24'], VISA_4111),
    ];
    const [split, ...others] = splitDays(tickets, caps, dayOf);
    expect(others).toEqual([]);
    expect(split).toMatchObject({ day: TODAY, charged: eur(1050), extra: eur(350) });
    expect(split?.cards.map((card) => card.formFactor).sort()).toEqual(['card', 'device']);
  });
});
