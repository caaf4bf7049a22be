import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capSavings } from '../../../src/core/travels/cap-progress';

const eur = (minor: number) => ({ minor, currency: 'EUR' });

describe("capSavings: what the caps took off a day's trips", () => {
  it('is none when no trip was capped or the operator sends no cap fields', () => {
    expect(capSavings([])).toBeNull();
    expect(capSavings([{}, { capDiscount: eur(0) }])).toBeNull();
  });

  it('adds the discounts of one currency, and refuses to add two', () => {
    expect(capSavings([{ capDiscount: eur(50) }, {}, { capDiscount: eur(150) }])).toEqual(eur(200));
    expect(capSavings([{ capDiscount: eur(50) }, { capDiscount: { minor: 150, currency: 'CHF' } }])).toBeNull();
  });

  it('is the sum of the positive discounts, whatever their order', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.nat(1_000), { nil: undefined })), (discounts) => {
        const trips = discounts.map((minor) => (minor === undefined ? {} : { capDiscount: eur(minor) }));
        const total = discounts.reduce<number>((sum, minor) => sum + (minor ?? 0), 0);
        expect(capSavings(trips)).toEqual(total > 0 ? eur(total) : null);
        expect(capSavings([...trips].reverse())).toEqual(capSavings(trips));
      }),
    );
  });
});
