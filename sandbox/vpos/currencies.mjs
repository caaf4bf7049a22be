// @ts-check
/**
 * The ISO 4217 currencies the sandbox's provider and operator know: the provider speaks numeric
 * codes (978), the operator's lists alphabetic ones (EUR). The portal maps the same table
 * (src/core/travels/currency-codes.ts; test/sandbox/currencies.test.ts holds them equal).
 */
export const CURRENCY_CODES = [
  { alphabetic: 'EUR', numeric: '978' },
  { alphabetic: 'CHF', numeric: '756' },
  { alphabetic: 'GBP', numeric: '826' },
  { alphabetic: 'USD', numeric: '840' },
  { alphabetic: 'SEK', numeric: '752' },
  { alphabetic: 'DKK', numeric: '208' },
  { alphabetic: 'NOK', numeric: '578' },
  { alphabetic: 'PLN', numeric: '985' },
  { alphabetic: 'CZK', numeric: '203' },
  { alphabetic: 'RON', numeric: '946' },
];

/** The currency of the orders the sandbox signs: its networks' (oms/network/network.mjs). */
export const ORDER_CURRENCY = 'EUR';

/** The alphabetic code of a currency of the table given by either code; null for any other. @param {string} code */
export const alphabeticCurrency = (code) =>
  CURRENCY_CODES.find((currency) => currency.numeric === code || currency.alphabetic === code)?.alphabetic ?? null;
