import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../src/core/shared/calendar-day';
import {
  findCharges,
  parseAmount,
  POSTING_GAP_DAYS,
  searchRange,
  travelDayOf,
} from '../../../src/core/travels/find-charge';
import type { Payment } from '../../../src/core/travels/payment';
import { VISA_4111 } from '../../support/builders/travel-builder';

const DAY_MS = 86_400_000;
const START = Date.UTC(2025, 0, 1);

/** A statement short id (P and eight letters or digits); built once: a regex arbitrary per payment cost seconds. */
const shortIdArb = fc
  .string({ unit: fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'), minLength: 8, maxLength: 8 })
  .map((letters) => `P${letters}`);
const fieldsArb = fc.record({
  minor: fc.constantFrom(0, 150, 300, 450, 700),
  at: fc.integer({ min: 0, max: 60 * DAY_MS }),
  shortId: shortIdArb,
});
const toPayment = ({ minor, at, shortId }: { minor: number; at: number; shortId: string }, index: number): Payment => ({
  id: String(index),
  shortId,
  card: VISA_4111,
  amount: { minor, currency: 'EUR' },
  status: { kind: 'succeeded' } as const,
  created: new Date(START + at),
  updated: new Date(START + at + 3 * 3_600_000),
  chargeDetails: {
    statementDescriptor: 'METRO TRASPORTI URBANI',
    statementReference: `TW${shortId}`,
    statusHistory: [],
  },
});
const paymentArb = (index: number): fc.Arbitrary<Payment> => fieldsArb.map((fields) => toPayment(fields, index));

const paymentsArb = fc
  .integer({ min: 0, max: 25 })
  .chain((count) => fc.array(fieldsArb, { minLength: count, maxLength: count }))
  .map((all) => all.map(toPayment));
const postedArb = fc.integer({ min: 0, max: 64 }).map((days) => addDays('2025-01-01', days));
const lineArb = fc.record({
  kind: fc.constant('line' as const),
  amountMinor: fc.constantFrom(0, 150, 300, 450, 700),
  postedOn: postedArb,
});

describe('finding a charge from a bank statement line (find-charge.ts)', () => {
  it('finds exactly the payments of that amount whose travel day is up to 3 days before the posting date, closest first', () => {
    fc.assert(
      fc.property(paymentsArb, lineArb, (payments, search) => {
        const found = findCharges(payments, search, 'UTC');
        const earliest = addDays(search.postedOn, -POSTING_GAP_DAYS);
        const expected = payments.filter((payment) => {
          const day = travelDayOf(payment, 'UTC');
          return payment.amount.minor === search.amountMinor && day >= earliest && day <= search.postedOn;
        });
        expect(new Set(found)).toEqual(new Set(expected));
        const days = found.map((payment) => travelDayOf(payment, 'UTC'));
        expect(days).toEqual([...days].sort().reverse());
        const range = searchRange(search, '2026-11-22');
        for (const day of days) expect(day >= range.from && day <= range.to).toBe(true);
      }),
      { numRuns: 50 },
    );
  });

  it('finds a payment posted 0 to 3 days after its travel day, never one posted before it or later', () => {
    fc.assert(
      fc.property(paymentArb(1), fc.integer({ min: -3, max: 7 }), (payment, gap) => {
        const postedOn = addDays(travelDayOf(payment, 'UTC'), gap);
        const found = findCharges([payment], { kind: 'line', amountMinor: payment.amount.minor, postedOn }, 'UTC');
        expect(found.length).toBe(gap >= 0 && gap <= POSTING_GAP_DAYS ? 1 : 0);
      }),
    );
  });

  it('finds a payment by its statement reference or short id, whatever the case and spaces', () => {
    fc.assert(
      fc.property(paymentsArb, fc.nat(), fc.boolean(), (payments, pick, byReference) => {
        fc.pre(payments.length > 0);
        const payment = payments[pick % payments.length]!;
        const typed = (byReference ? payment.chargeDetails!.statementReference : payment.shortId)
          .toLowerCase()
          .replace(/(.{3})/g, '$1 ');
        const found = findCharges(payments, { kind: 'reference', reference: typed });
        expect(found).toContain(payment);
        for (const other of found) expect(other.shortId).toBe(payment.shortId);
      }),
      { numRuns: 50 },
    );
  });

  it('reads an amount as typed, with a comma or a point, back to its cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), fc.constantFrom(',', '.'), (minor, mark) => {
        const typed = `${Math.floor(minor / 100)}${mark}${String(minor % 100).padStart(2, '0')}`;
        expect(parseAmount(typed)).toBe(minor);
        expect(parseAmount(`€ ${typed}`)).toBe(minor);
      }),
    );
    expect(parseAmount('3')).toBe(300);
    expect(parseAmount('1,5')).toBe(150);
    expect(parseAmount('tre euro')).toBeNull();
    expect(parseAmount('')).toBeNull();
  });
});
