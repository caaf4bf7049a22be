/** An amount in the currency's minor units (cents), as the operator sends it (docs/behaviour/rules.md#money). */
export interface Money {
  readonly minor: number;
  /** ISO 4217 alphabetic code (currency-codes.ts maps the provider's numeric ones); EUR when the operator does not say. */
  readonly currency: string;
}

export const DEFAULT_CURRENCY = 'EUR';

/** A sum of amounts: their total, or the currencies that cannot be added (never one summed under another's code). */
export type MoneySum =
  | { readonly kind: 'total'; readonly amount: Money }
  | { readonly kind: 'mixed-currencies'; readonly currencies: readonly string[] };

/** Adds amounts of one currency; amounts of several are refused, with their codes in order. None: 0 in `currency`. */
export function sumMoney(amounts: readonly Money[], currency = DEFAULT_CURRENCY): MoneySum {
  const currencies = [...new Set(amounts.map((amount) => amount.currency))].sort();
  if (currencies.length > 1) return { kind: 'mixed-currencies', currencies };
  const minor = amounts.reduce((sum, amount) => sum + amount.minor, 0);
  return { kind: 'total', amount: { minor, currency: currencies[0] ?? currency } };
}

const formats = new Map<string, Intl.NumberFormat>();

/** The amount as a rider reads it: minor units ÷ 100 in the locale's way, with its currency. */
export function formatMoney(money: Money, locale: string): string {
  const key = `${locale}|${money.currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: money.currency });
    formats.set(key, format);
  }
  return format.format(money.minor / 100);
}

/** The amount as a plain decimal (`1234.50`), for files other programs read. */
export const decimalAmount = (money: Money): string => (money.minor / 100).toFixed(2);
