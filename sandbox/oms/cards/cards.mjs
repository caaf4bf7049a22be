// @ts-check
/** Card numbers as the payment provider and the gates see them: aliases, truncation, schemes, Luhn. */
import crypto from 'node:crypto';

/** The provider's PANALIAS: stable per PAN, revealing nothing of it (19 digits, as SIA's). @param {string} pan */
export function panAlias(pan) {
  const digest = crypto.createHmac('sha256', 'tapway-sandbox-panalias').update(pan).digest();
  return `0${[...digest.subarray(0, 18)].map((byte) => byte % 10).join('')}`;
}

/** The operations side's other card ids, derived from the PAN too. @param {string} pan */
export const cardIds = (pan) => {
  const digest = crypto.createHash('sha256').update(`tapway-card:${pan}`).digest('hex').toUpperCase();
  return { token: `TK${digest.slice(0, 14)}`, par: `V001${digest.slice(14, 39)}` };
};

/** 411111******1111 @param {string} pan */
export const truncatePan = (pan) => `${pan.slice(0, 6)}${'*'.repeat(Math.max(0, pan.length - 10))}${pan.slice(-4)}`;

/** The Luhn check every card number passes. @param {string} digits */
export function passesLuhn(digits) {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The scheme label the operator records for a PAN (docs/behaviour/rules.md#card-schemes). @param {string} pan */
export function schemeLabel(pan) {
  if (/^3[47]/.test(pan)) return 'AMERICAN EXPRESS';
  if (/^(5018|5020|5038|6304|6759|676[1-3])/.test(pan)) return 'MAESTRO';
  if (/^(5[1-5]|2[2-7])/.test(pan)) return 'MASTERCARD';
  if (/^4/.test(pan)) return 'VISA';
  return 'CARD';
}
