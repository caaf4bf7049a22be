// @ts-check
/** What the rider types on the hosted page, checked as a real page does: Luhn, a future expiry, 3 or 4 digits. */
import { passesLuhn } from '../oms/cards/cards.mjs';

/**
 * @param {URLSearchParams} form @param {Date} now
 * @returns {{ ok: true, pan: string, expiry: { month: string, year: string } } | { ok: false, values: Record<string, string>, errors: Record<string, string> }}
 */
export function readCardEntry(form, now) {
  const pan = (form.get('PAN') ?? '').replace(/[\s-]/g, '');
  const expiry = (form.get('EXPIRY') ?? '').trim();
  const cvv = (form.get('CVV') ?? '').trim();
  /** @type {Record<string, string>} */
  const errors = {};
  if (!pan) errors.PAN = 'Enter the card number.';
  else if (!passesLuhn(pan)) errors.PAN = 'This card number is not valid.';
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry);
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) errors.EXPIRY = 'Enter the expiry date as MM/YY.';
  else {
    const year = 2000 + Number(match[2]);
    const endOfMonth = new Date(Date.UTC(year, month, 1));
    if (endOfMonth <= now) errors.EXPIRY = 'This card has expired.';
  }
  if (!/^\d{3,4}$/.test(cvv)) errors.CVV = 'Enter the 3 or 4 digits of the security code.';
  if (Object.keys(errors).length > 0)
    return { ok: false, values: { PAN: form.get('PAN') ?? '', EXPIRY: expiry }, errors };
  return { ok: true, pan, expiry: { month: String(match?.[1]), year: String(match?.[2]) } };
}
