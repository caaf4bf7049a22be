import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withFaresIn } from '../../../src/core/statements/statement';
import { statementOf } from '../../../src/core/statements/statement-of';
import { includedVat, totalsByCurrency } from '../../../src/core/statements/statement-totals';
import type { Payment } from '../../../src/core/travels/payment';
import type { PaymentInfo } from '../../../src/core/travels/payment-info';
import { OCTOBER_ISSUE } from '../../support/builders/statement-builder';
import { MASTERCARD_4444, VISA_4111 } from '../../support/builders/travel-builder';

const ISSUE = OCTOBER_ISSUE;

const payment = (shortId: string, minor: number, change: Partial<Payment> = {}): Payment => ({
  id: shortId,
  shortId,
  card: VISA_4111,
  amount: { minor, currency: 'EUR' },
  status: { kind: 'succeeded' },
  created: new Date('2026-10-10T22:00:00Z'),
  updated: new Date('2026-10-11T02:00:00Z'),
  ...change,
});

const statement = (payments: Payment[]) =>
  statementOf({ issue: ISSUE, holder: { name: 'Giulia Rossi', email: 'g@example.com' }, payments, infos: new Map() });

describe('a statement', () => {
  it('lists charged payments per card, refunds negative, and leaves out settlements, failed and pending ones', () => {
    const made = statement([
      payment('P1', 300),
      payment('P2', 450, { card: MASTERCARD_4444 }),
      payment('P3', 150, { status: { kind: 'failed' } }),
      payment('P4', 150, { status: { kind: 'other', name: 'PENDING' } }),
      payment('S-0123456789', 300),
      payment('R-0a1b2c3d4e', 150, { refund: { of: 'P1', caseId: 'C-1' } }),
    ]);
    expect(made.cards.map((card) => card.payments.map((line) => [line.shortId, line.amount.minor]))).toEqual([
      [
        ['P1', 300],
        ['R-0a1b2c3d4e', -150],
      ],
      [['P2', 450]],
    ]);
    expect(made.cards.map((card) => card.totals)).toEqual([
      [{ minor: 150, currency: 'EUR' }],
      [{ minor: 450, currency: 'EUR' }],
    ]);
    expect(made.totals).toEqual([{ minor: 600, currency: 'EUR' }]);
    expect(made.vatIncluded).toEqual([{ minor: 55, currency: 'EUR' }]);
  });

  it("of an exempt operator has no VAT amount: the exemption's words say it", () => {
    const exempt = statementOf({
      issue: { ...ISSUE, issuer: { ...ISSUE.issuer, vat: { kind: 'exempt', text: 'Exempt' } } },
      holder: { name: 'A', email: 'a@example.com' },
      payments: [payment('P1', 300)],
      infos: new Map(),
    });
    expect(exempt.vatIncluded).toBeNull();
  });

  it('totals in all are the sum of the cards’ totals, per currency, never across currencies', () => {
    const amount = fc.record({ minor: fc.integer({ min: 0, max: 100_000 }), currency: fc.constantFrom('EUR', 'CHF') });
    fc.assert(
      fc.property(fc.array(fc.tuple(amount, fc.boolean())), (lines) => {
        const made = statement(
          lines.map(([money, second], index) =>
            payment(`P${index}`, money.minor, { amount: money, card: second ? MASTERCARD_4444 : VISA_4111 }),
          ),
        );
        const fromCards = totalsByCurrency(made.cards.flatMap((card) => card.totals));
        expect([...made.totals].sort((a, b) => a.currency.localeCompare(b.currency))).toEqual(
          [...fromCards].sort((a, b) => a.currency.localeCompare(b.currency)),
        );
        for (const total of made.totals)
          expect(total.minor).toBe(
            lines.filter(([money]) => money.currency === total.currency).reduce((sum, [money]) => sum + money.minor, 0),
          );
      }),
    );
  });

  it('VAT included is total × rate / (100 + rate) to the cent', () => {
    expect(includedVat({ minor: 1100, currency: 'EUR' }, 10)).toEqual({ minor: 100, currency: 'EUR' });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 30 }), (minor, rate) => {
        const vat = includedVat({ minor, currency: 'EUR' }, rate).minor;
        expect(Math.abs(vat - (minor * rate) / (100 + rate))).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('says which concession a trip was charged under with its full fare, named as the page names it', () => {
    const euros = (minor: number) => ({ minor, currency: 'EUR' });
    const trip = {
      fare: 'Corsa singola',
      validFrom: new Date('2026-10-10T07:00:00Z'),
      validTo: new Date('2026-10-10T08:40:00Z'),
      timeZone: 'Europe/Rome',
      firstTap: [['station', 'Termini']] as const,
      lastTap: null,
    };
    const info: PaymentInfo = {
      shortId: 'P1',
      amount: euros(225),
      card: VISA_4111,
      tickets: [
        { ...trip, amount: euros(150) },
        {
          ...trip,
          amount: euros(75),
          baseAmount: euros(150),
          capDiscount: euros(0),
          concession: { key: 'over65', discount: euros(75) },
        },
        { ...trip, amount: euros(105), concession: { key: 'student', discount: euros(45) } },
      ],
    };
    const made = statementOf({
      issue: ISSUE,
      holder: { name: 'Rosa Esposito', email: 'r@example.com' },
      payments: [payment('P1', 330)],
      infos: new Map([['P1', info]]),
    });
    const trips = () => made.cards[0]!.payments[0]!.trips;
    expect(trips().map((line) => line.concession)).toEqual([
      undefined,
      { key: 'over65', fullFare: euros(150) },
      { key: 'student', fullFare: euros(150) },
    ]);
    const named = withFaresIn(made, 'it', (key) => (key === 'over65' ? 'Over 65' : null));
    expect(named.cards[0]!.payments[0]!.trips.map((line) => line.concession?.name)).toEqual([
      undefined,
      'Over 65',
      undefined,
    ]);
  });
});
