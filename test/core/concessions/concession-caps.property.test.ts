import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { concessionAmount } from '../../../contract/operator-rules.mjs';
import type { ConcessionsView } from '../../../src/core/concessions/concession';
import { cardConcessions, concessionPrice, discountedCaps } from '../../../src/core/concessions/concession-caps';
import type { CalendarDay } from '../../../src/core/shared/calendar-day';
import { applyCaps, weekStartOf } from '../../../src/core/travels/apply-caps';
import { capProgress, cardKey } from '../../../src/core/travels/cap-progress';
import { CAPS_TODAY, cappedTickets, capsArb, daysArb, noonDayOf } from '../../support/builders/fare-caps-arbitraries';
import { MASTERCARD_4444, VISA_4111 } from '../../support/builders/travel-builder';

const percentArb = fc.integer({ min: 0, max: 100 });

describe("a concession's caps (concession-caps.ts)", () => {
  it("price an amount as the operator's rule does: percent off, rounded down in the rider's favour", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: -10, max: 110 }), (minor, percent) => {
        expect(concessionPrice({ minor, currency: 'EUR' }, percent).minor).toBe(concessionAmount(minor, percent));
      }),
    );
    expect(concessionPrice({ minor: 2400, currency: 'EUR' }, 50)).toEqual({ minor: 1200, currency: 'EUR' });
    expect(concessionPrice({ minor: 155, currency: 'EUR' }, 30)).toEqual({ minor: 108, currency: 'EUR' });
  });

  it('are never above the full caps, nor below nothing', () => {
    fc.assert(
      fc.property(capsArb, percentArb, (caps, percent) => {
        const discounted = discountedCaps(caps, percent);
        for (const [own, full] of [
          [discounted.fare, caps.fare],
          [discounted.dailyCap, caps.dailyCap],
          [discounted.weeklyCap!.amount, caps.weeklyCap!.amount],
        ] as const) {
          expect(own.minor).toBeGreaterThanOrEqual(0);
          expect(own.minor).toBeLessThanOrEqual(full.minor);
          expect(own.currency).toBe(full.currency);
        }
        expect(discounted.weeklyCap!.kind).toBe(caps.weeklyCap!.kind);
      }),
    );
  });

  it("never let a concession card's day or week cost more than its discounted cap", () => {
    fc.assert(
      fc.property(capsArb, percentArb, daysArb, (caps, percent, days) => {
        const own = discountedCaps(caps, percent);
        const charged = applyCaps(own, days);
        const sumOn = (from: CalendarDay, to: CalendarDay) =>
          charged.filter((trip) => trip.day >= from && trip.day <= to).reduce((sum, trip) => sum + trip.amount, 0);
        for (const day of new Set(days)) {
          expect(sumOn(day, day)).toBeLessThanOrEqual(own.dailyCap.minor);
          expect(sumOn(weekStartOf(day, own.weeklyCap!.kind), day)).toBeLessThanOrEqual(own.weeklyCap!.amount.minor);
        }
      }),
    );
  });

  it("measure a concession card's progress against its own caps, and the others' against the operator's", () => {
    fc.assert(
      fc.property(capsArb, percentArb, daysArb, daysArb, (caps, percent, reduced, full) => {
        const own = discountedCaps(caps, percent);
        const tickets = [...cappedTickets(own, reduced), ...cappedTickets(caps, full, MASTERCARD_4444)];
        const capsOf = (card: { truncatedPan: string }) =>
          card.truncatedPan === MASTERCARD_4444.truncatedPan ? caps : own;
        for (const progress of capProgress(tickets, caps, CAPS_TODAY, noonDayOf, capsOf)) {
          const cap = capsOf(progress.card);
          expect(progress.today.cap).toEqual(cap.dailyCap);
          expect(progress.week?.cap).toEqual(cap.weeklyCap!.amount);
          expect(progress.today.spent.minor).toBeLessThanOrEqual(cap.dailyCap.minor);
          expect(progress.week!.spent.minor).toBeLessThanOrEqual(cap.weeklyCap!.amount.minor);
          expect(progress.week!.left.minor).toBeLessThanOrEqual(cap.weeklyCap!.amount.minor);
        }
      }),
    );
  });
});

describe('the concession each card carries (cardConcessions)', () => {
  const offer = (key: string, percentOff: number) => ({
    key,
    percentOff,
    validity: 'oneYear' as const,
    proofs: ['operatorCheck' as const],
    texts: {},
  });
  const view = (concessions: ConcessionsView['concessions'], offers = [offer('over65', 50)]): ConcessionsView => ({
    maxCards: 2,
    renewalDays: 14,
    offers,
    concessions,
    requests: [],
    mayQualify: [],
  });
  const visa = { ...VISA_4111, aliasPan: 'PA-VISA' };
  const phone = { ...MASTERCARD_4444, aliasPan: 'PA-PHONE' };
  const over65 = (validUntil: CalendarDay | null, cards: string[]) => ({
    id: 'c1',
    key: 'over65',
    provenBy: 'digitalIdentity' as const,
    validUntil,
    cards,
  });

  it('names the card as the trips do, with the offer’s percent off, through the last day the concession holds', () => {
    const carried = cardConcessions(view([over65('2026-11-25', ['PA-VISA'])]), [visa, phone], '2026-11-25');
    expect([...carried]).toEqual([[cardKey(visa), { key: 'over65', percentOff: 50 }]]);
  });

  it('gives nothing for a concession run out, withdrawn by the operator, or on no card of the list', () => {
    expect(cardConcessions(view([over65('2026-11-24', ['PA-VISA'])]), [visa], '2026-11-25').size).toBe(0);
    expect(cardConcessions(view([over65(null, ['PA-VISA'])], []), [visa], '2026-11-25').size).toBe(0);
    expect(cardConcessions(view([over65(null, ['PA-OTHER'])]), [visa, phone], '2026-11-25').size).toBe(0);
  });
});
