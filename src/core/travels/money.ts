/** An amount in the currency's minor units (cents), as the operator sends it (spec 3, Amounts). */
export interface Money {
  readonly minor: number;
  /** ISO 4217 code; EUR when the operator does not say. */
  readonly currency: string;
}

export const DEFAULT_CURRENCY = 'EUR';

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
