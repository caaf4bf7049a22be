// @ts-check
/**
 * The stand-ins of the two providers a rider proves eligibility with: a national digital identity (its verified date
 * of birth) and a university directory (its verified status). Each answers the operator with a code, single use, for
 * 2 minutes, bound to the operator's state; the operator exchanges it server-side for the provider's signed answer
 * (sandbox/identity/jwt.mjs: RS256), whose issuer, audience (the operator), nonce and expiry it checks. Codes are kept
 * in memory only, as the provider's own.
 */
import crypto from 'node:crypto';
import { sha256 } from '../../auth/tokens.mjs';
import { findAccountByEmail } from '../../db/accounts.mjs';
import { signJwt, verifyJwt } from '../../identity/jwt.mjs';

/** @typedef {import('../../db/store.mjs').Store} Store @typedef {'digitalIdentity' | 'directory'} ProviderProof */

/** Each provider's issuer, page and name. */
export const PROVIDERS = Object.freeze({
  digitalIdentity: {
    issuer: 'urn:tapway:sandbox:digital-identity',
    path: '/sandbox/proofs/digital-identity',
    name: 'National digital identity',
  },
  directory: {
    issuer: 'urn:tapway:sandbox:directory',
    path: '/sandbox/proofs/directory',
    name: 'University directory',
  },
});

/** How long a code, and the answer it stands for, lasts. */
export const CODE_TTL_MS = 2 * 60_000;

/**
 * The demo people each provider knows: their verified claims. Rosa's and Sofia's dates of birth are their demo
 * accounts' (read when there), Luca is under 65.
 * @typedef {{ id: string, name: string, account?: string, birthdate?: string, status?: string, institution?: string }} DemoPerson
 * @type {Readonly<Record<ProviderProof, readonly DemoPerson[]>>}
 */
const PEOPLE = Object.freeze({
  digitalIdentity: [
    { id: 'rosa', name: 'Rosa Esposito', account: 'rosa.esposito@example.com', birthdate: '1954-03-12' },
    { id: 'sofia', name: 'Sofia Marino', account: 'sofia.marino@example.com', birthdate: '2004-09-01' },
    { id: 'luca', name: 'Luca Verdi', account: 'luca.verdi@example.com', birthdate: '1996-06-02' },
  ],
  directory: [
    { id: 'sofia', name: 'Sofia Marino', status: 'student', institution: 'Università di Roma' },
    { id: 'marco', name: 'Marco Bianchi', status: 'staff', institution: 'Università di Roma' },
  ],
});

/**
 * The people a provider offers, with the dates of birth of the demo accounts when they exist.
 * @param {Store} store @param {ProviderProof} proof @returns {DemoPerson[]}
 */
export function demoPeople(store, proof) {
  return PEOPLE[proof].map((person) => {
    const account = person.account ? findAccountByEmail(store, 'metro', person.account) : undefined;
    return account?.date_of_birth ? { ...person, birthdate: account.date_of_birth } : person;
  });
}

/** @type {Map<string, { token: string, state: string, expiresAt: number }>} code hash → the answer */
const codes = new Map();

/**
 * The provider's answer for a person: a code for the operator's state. @param {Store} store
 * @param {{ proof: ProviderProof, personId: string, state: string, nonce: string, audience: string, now?: number }} answer
 * @returns {string | undefined} the code, or undefined for a person the provider does not know
 */
export function issueProofCode(store, { proof, personId, state, nonce, audience, now = Date.now() }) {
  const person = demoPeople(store, proof).find((candidate) => candidate.id === personId);
  if (!person) return undefined;
  for (const [key, stored] of codes) if (stored.expiresAt <= now) codes.delete(key);
  const claims =
    proof === 'digitalIdentity'
      ? { birthdate: person.birthdate }
      : { status: person.status, institution: person.institution };
  const iat = Math.floor(now / 1000);
  const token = signJwt({
    iss: PROVIDERS[proof].issuer,
    aud: audience,
    sub: crypto.createHash('sha256').update(`${proof}:${person.id}:${audience}`).digest('base64url'),
    nonce,
    iat,
    exp: iat + CODE_TTL_MS / 1000,
    ...claims,
  });
  const code = crypto.randomBytes(32).toString('base64url');
  codes.set(sha256(code), { token, state, expiresAt: now + CODE_TTL_MS });
  return code;
}

/**
 * Exchanges a code server-side (it never works again) and checks the signed answer: the provider's issuer, the
 * operator as audience, the proof's nonce, not expired. Answers its claims, or undefined for anything else.
 * @param {{ proof: ProviderProof, code: string, state: string, nonce: string, audience: string, now?: number }} exchange
 * @returns {Record<string, unknown> | undefined}
 */
export function exchangeProofCode({ proof, code, state, nonce, audience, now = Date.now() }) {
  const key = sha256(code);
  const stored = codes.get(key);
  codes.delete(key);
  if (!stored || stored.expiresAt <= now || stored.state !== state) return undefined;
  return verifiedAnswer(stored.token, { proof, nonce, audience, now });
}

/**
 * The claims of a provider's signed answer when its signature, issuer, audience, expiry and nonce hold.
 * @param {unknown} token @param {{ proof: ProviderProof, nonce: string, audience: string, now?: number }} expected
 */
export function verifiedAnswer(token, { proof, nonce, audience, now = Date.now() }) {
  const claims = verifyJwt(token, { issuer: PROVIDERS[proof].issuer, audience, now: Math.floor(now / 1000) });
  return claims && claims.nonce === nonce ? claims : undefined;
}
