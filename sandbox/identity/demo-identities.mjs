// @ts-check
/** The people the search-engine and social-network stand-ins offer in their account choosers. */
import crypto from 'node:crypto';

/** @typedef {{ email: string, givenName: string, familyName: string }} DemoIdentity */

/** @type {readonly DemoIdentity[]} */
export const DEMO_IDENTITIES = [
  { email: 'giulia.rossi@example.com', givenName: 'Giulia', familyName: 'Rossi' },
  { email: 'luca.verdi@example.com', givenName: 'Luca', familyName: 'Verdi' },
];

/**
 * A provider's stable numeric user id for an e-mail address (as the real providers' ids look).
 * @param {string} provider @param {string} email @param {number} digits
 */
export function numericId(provider, email, digits) {
  const hash = crypto.createHash('sha256').update(`${provider}\n${email.toLowerCase()}`).digest('hex');
  return (BigInt(`0x${hash.slice(0, 24)}`) % 10n ** BigInt(digits)).toString().padStart(digits, '1');
}

/** @param {string} value */
export const looksLikeEmail = (value) => value.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
