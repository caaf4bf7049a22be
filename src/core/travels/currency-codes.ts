/**
 * ISO 4217 codes: the payment provider speaks numeric codes (`978`), the operator's lists and the
 * portal alphabetic ones (`EUR`). The one table that maps them. Only currencies of two decimals:
 * amounts are minor units, shown ÷ 100 (money.ts).
 */
export const CURRENCY_CODES: readonly { readonly alphabetic: string; readonly numeric: string }[] = [
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

const BY_NUMERIC = new Map(CURRENCY_CODES.map((code) => [code.numeric, code.alphabetic]));
const BY_ALPHABETIC = new Map(CURRENCY_CODES.map((code) => [code.alphabetic, code.numeric]));

const ALPHABETIC = /^[A-Z]{3}$/;

/**
 * The alphabetic code of a currency given either way: a numeric code of the table mapped, an
 * alphabetic code as it is; null for an unknown numeric code or anything else.
 */
export function alphabeticCurrency(code: string): string | null {
  if (ALPHABETIC.test(code)) return code;
  return BY_NUMERIC.get(code) ?? null;
}

/** The numeric code of a currency of the table (`EUR` → `978`), given either way; null when unknown. */
export function numericCurrency(code: string): string | null {
  if (BY_NUMERIC.has(code)) return code;
  return BY_ALPHABETIC.get(code) ?? null;
}
