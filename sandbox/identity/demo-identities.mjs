// @ts-check
/**
 * The accounts the search-engine and social-network stand-ins hold, as a real provider holds its
 * users' accounts: each with its own password. The chooser lists them as signed in on this browser;
 * "Use another account" signs in with e-mail and password, never with a bare typed address.
 */
import crypto from 'node:crypto';
import { DEMO_PASSWORD } from '../config.mjs';

/** @typedef {{ email: string, givenName: string, familyName: string }} DemoIdentity */

/** The people signed in at the provider on this browser: Giulia and Luca ride with Metro, Sara does not yet. */
/** @type {readonly DemoIdentity[]} */
export const DEMO_IDENTITIES = [
  { email: 'giulia.rossi@example.com', givenName: 'Giulia', familyName: 'Rossi' },
  { email: 'luca.verdi@example.com', givenName: 'Luca', familyName: 'Verdi' },
  { email: 'sara.galli@example.com', givenName: 'Sara', familyName: 'Galli' },
];

/** An account of the provider's that is not signed in on this browser, reached through "Use another account". */
export const OTHER_IDENTITY = /** @type {DemoIdentity} */ ({
  email: 'marco.bianchi@example.com',
  givenName: 'Marco',
  familyName: 'Bianchi',
});

/** Every account the provider holds, and its password (one demo password, printed on the page). */
const ACCOUNTS = [...DEMO_IDENTITIES, OTHER_IDENTITY].map((identity) => ({ identity, password: DEMO_PASSWORD }));

/**
 * The provider's account for an e-mail address and password, or undefined; the comparison takes
 * the same time whether the address is known or not.
 * @param {string} email @param {string} password @returns {DemoIdentity | undefined}
 */
export function authenticateIdentity(email, password) {
  const account = ACCOUNTS.find(({ identity }) => identity.email === email.trim().toLowerCase());
  const expected = crypto
    .createHash('sha256')
    .update(account?.password ?? crypto.randomBytes(16))
    .digest();
  const given = crypto.createHash('sha256').update(password).digest();
  return crypto.timingSafeEqual(expected, given) && account ? account.identity : undefined;
}

/**
 * A provider's stable numeric user id for an e-mail address (as the real providers' ids look).
 * @param {string} provider @param {string} email @param {number} digits
 */
export function numericId(provider, email, digits) {
  const hash = crypto.createHash('sha256').update(`${provider}\n${email.toLowerCase()}`).digest('hex');
  return (BigInt(`0x${hash.slice(0, 24)}`) % 10n ** BigInt(digits)).toString().padStart(digits, '1');
}
