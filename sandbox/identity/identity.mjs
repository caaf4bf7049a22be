// @ts-check
/** What an identity provider tells the sandbox about a rider. */
import { text } from '../api/validation.mjs';

/** @typedef {{ subject: string, email: string | null, name: string, surname: string }} ProviderIdentity */

/** @param {unknown} value @returns {value is Record<string, unknown>} */
export const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Builds an identity from loose claims; undefined without a subject.
 * @param {{ subject: unknown, email: unknown, name: unknown, surname: unknown, fullName?: unknown }} claims
 * @returns {ProviderIdentity | undefined}
 */
export function toIdentity(claims) {
  const subject = text(claims.subject);
  if (!subject) return undefined;
  const [first = '', ...rest] = text(claims.fullName).split(/\s+/);
  return {
    subject,
    email: text(claims.email) || null,
    name: text(claims.name) || first,
    surname: text(claims.surname) || rest.join(' '),
  };
}
