import type { Money } from '../travels/money';

/** Amounts added per currency, in the order the currencies first appear (never summed across currencies). */
export function totalsByCurrency(amounts: readonly Money[]): Money[] {
  const totals = new Map<string, number>();
  for (const amount of amounts) totals.set(amount.currency, (totals.get(amount.currency) ?? 0) + amount.minor);
  return [...totals].map(([currency, minor]) => ({ minor, currency }));
}

/** The VAT a total includes at a rate: total × rate / (100 + rate), rounded to the cent (half away from zero). */
export function includedVat(total: Money, percent: number): Money {
  const exact = (total.minor * percent) / (100 + percent);
  return { minor: Math.sign(exact) * Math.round(Math.abs(exact)), currency: total.currency };
}
