import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alphabeticCurrency, CURRENCY_CODES, numericCurrency } from '../../../src/core/travels/currency-codes';
import { sumMoney, type Money } from '../../../src/core/travels/money';

const knownArb = fc.constantFrom(...CURRENCY_CODES);
const alphabeticArb = fc.stringMatching(/^[A-Z]{3}$/);
const numericArb = fc.stringMatching(/^\d{3}$/);
const minorArb = fc.integer({ min: 0, max: 1_000_000_000 });
const moneyIn = (currency: fc.Arbitrary<string>): fc.Arbitrary<Money> => fc.record({ minor: minorArb, currency });

describe('ISO 4217 codes (currency-codes.ts)', () => {
  it('maps numeric and alphabetic codes one to one', () => {
    expect(new Set(CURRENCY_CODES.map((code) => code.numeric)).size).toBe(CURRENCY_CODES.length);
    expect(new Set(CURRENCY_CODES.map((code) => code.alphabetic)).size).toBe(CURRENCY_CODES.length);
    expect(alphabeticCurrency('978')).toBe('EUR');
    expect(numericCurrency('EUR')).toBe('978');
  });

  it('goes round either way: numeric → alphabetic → numeric, alphabetic → numeric → alphabetic', () => {
    fc.assert(
      fc.property(knownArb, ({ alphabetic, numeric }) => {
        expect(alphabeticCurrency(numeric)).toBe(alphabetic);
        expect(numericCurrency(alphabetic)).toBe(numeric);
        expect(numericCurrency(alphabeticCurrency(numeric) ?? '')).toBe(numeric);
        expect(alphabeticCurrency(numericCurrency(alphabetic) ?? '')).toBe(alphabetic);
      }),
    );
  });

  it('keeps any alphabetic code, and names no currency for an unknown numeric code or anything else', () => {
    const known = new Set(CURRENCY_CODES.map((code) => code.numeric));
    fc.assert(
      fc.property(alphabeticArb, (code) => {
        expect(alphabeticCurrency(code)).toBe(code);
      }),
    );
    fc.assert(
      fc.property(
        numericArb.filter((code) => !known.has(code)),
        (code) => {
          expect(alphabeticCurrency(code)).toBeNull();
          expect(numericCurrency(code)).toBeNull();
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/^[A-Z]{3}$/.test(text) && !known.has(text)),
        (text) => {
          expect(alphabeticCurrency(text)).toBeNull();
        },
      ),
    );
  });
});

describe('sumMoney', () => {
  it('adds amounts of one currency, in any order, under that currency', () => {
    fc.assert(
      fc.property(alphabeticArb, fc.array(minorArb, { minLength: 1, maxLength: 20 }), (currency, minors) => {
        const amounts = minors.map((minor) => ({ minor, currency }));
        const total = { kind: 'total', amount: { minor: minors.reduce((a, b) => a + b, 0), currency } };
        expect(sumMoney(amounts)).toEqual(total);
        expect(sumMoney([...amounts].reverse())).toEqual(total);
      }),
    );
  });

  it('refuses to add different currencies, naming each once, whatever the order', () => {
    const mixedArb = fc
      .array(moneyIn(fc.constantFrom('EUR', 'CHF', 'USD', 'GBP')), { minLength: 2, maxLength: 20 })
      .filter((amounts) => new Set(amounts.map((amount) => amount.currency)).size > 1);
    fc.assert(
      fc.property(mixedArb, (amounts) => {
        const currencies = [...new Set(amounts.map((amount) => amount.currency))].sort();
        expect(sumMoney(amounts)).toEqual({ kind: 'mixed-currencies', currencies });
        expect(sumMoney([...amounts].reverse())).toEqual({ kind: 'mixed-currencies', currencies });
      }),
    );
  });

  it('makes nothing 0 in the currency given (EUR unless told)', () => {
    expect(sumMoney([])).toEqual({ kind: 'total', amount: { minor: 0, currency: 'EUR' } });
    expect(sumMoney([], 'CHF')).toEqual({ kind: 'total', amount: { minor: 0, currency: 'CHF' } });
  });
});
