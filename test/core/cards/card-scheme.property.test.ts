import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schemeOf } from '../../../src/core/cards/card-scheme';

describe('schemeOf (the scheme label → logo table)', () => {
  it.each([
    ['AMERICAN EXPRESS', 'amex'],
    ['MAESTRO', 'maestro'],
    ['MASTERCARD', 'mastercard'],
    ['VPAY', 'vpay'],
    ['VISA Electron', 'visa-electron'],
    ['VISA ELECTRON', 'visa-electron'],
    ['VISA', 'visa'],
    ['VISA Debit', 'visa'],
    ['VISA Credit', 'visa'],
    ['MASTERCARD Debit', 'mastercard'],
    ['DINERS', 'generic'],
    ['', 'generic'],
  ])('maps %s to %s', (label, scheme) => {
    expect(schemeOf(label)).toBe(scheme);
  });

  it('ignores case and spacing', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('visa debit', 'Visa  Electron', ' mastercard ', 'american   express'),
        fc.boolean(),
        (label, upper) => {
          const shown = upper ? label.toUpperCase() : label;
          expect(schemeOf(shown)).toBe(schemeOf(label.trim().replace(/\s+/g, ' ').toUpperCase()));
        },
      ),
    );
  });

  it('answers a known scheme or the generic logo for any label', () => {
    const schemes = ['amex', 'maestro', 'mastercard', 'vpay', 'visa-electron', 'visa', 'generic'];
    fc.assert(
      fc.property(fc.string(), (label) => {
        expect(schemes).toContain(schemeOf(label));
      }),
    );
  });
});
