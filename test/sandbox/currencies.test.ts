import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES as SANDBOX_CODES, alphabeticCurrency } from '../../sandbox/vpos/currencies.mjs';
import { CURRENCY_CODES } from '../../src/core/travels/currency-codes';

describe('the currencies the sandbox knows (sandbox/vpos/currencies.mjs)', () => {
  it('are the ones the portal maps, with the same codes', () => {
    expect(SANDBOX_CODES).toEqual(CURRENCY_CODES);
  });

  it('name a currency by either code, and no other', () => {
    expect(alphabeticCurrency('978')).toBe('EUR');
    expect(alphabeticCurrency('EUR')).toBe('EUR');
    expect(alphabeticCurrency('999')).toBeNull();
    expect(alphabeticCurrency('XYZ')).toBeNull();
  });
});
