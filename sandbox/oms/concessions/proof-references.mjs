// @ts-check
/**
 * The operator's list of agency references (operatorCheck): the card numbers a social-services agency gives the
 * riders it found eligible. The operator keeps each as sha256(pepper + normalised reference), never the number; a
 * reference proves once, for one account (a second account is refused `reference_used`).
 */
import { sha256 } from '../../auth/tokens.mjs';

/** @typedef {import('../../db/store.mjs').Store} Store */

/**
 * Each operator's pepper. A real operator keeps it secret, apart from the database (a stolen list of hashes must not
 * be searchable); the sandbox's is fixed, as its demo references are public.
 */
const PEPPERS = /** @type {Readonly<Record<string, string>>} */ ({ metro: 'sandbox-metro-concession-pepper-2026' });

/** The demo agency card numbers of the metro's reduced fare (README's demo table). */
export const DEMO_REFERENCES = Object.freeze([
  'RF-2026-0001',
  'RF-2026-0002',
  'RF-2026-0003',
  'RF-2026-0004',
  'RF-2026-0005',
]);

/** A reference as typed ("rf 2026 0001", "RF–2026–0001") in one form: upper case, without spaces or dashes. @param {string} reference */
export const normaliseReference = (reference) =>
  reference
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s\-\u2010-\u2015]/g, '');

/** The hash the operator keeps. @param {string} operator @param {string} reference */
export const referenceHash = (operator, reference) =>
  sha256(`${PEPPERS[operator] ?? `sandbox-${operator}-pepper`}:${normaliseReference(reference)}`);

/** @param {Store} db */
export function seedReferences(db) {
  db.transaction(() => {
    for (const reference of DEMO_REFERENCES)
      db.run(
        `INSERT OR IGNORE INTO concession_references (reference_hash, operator_key, concession_key) VALUES (?, 'metro', 'reducedFare')`,
        [referenceHash('metro', reference)],
      );
  });
}

/**
 * Checks a reference for a concession and, when it proves it, marks it used by the account (a reference the account
 * used before proves again: a renewal). @param {Store} store
 * @param {{ operator: string, concessionKey: string, reference: string, accountId: number, at: string }} check
 * @returns {'ok' | 'reference_unknown' | 'reference_used'}
 */
export function useReference(store, { operator, concessionKey, reference, accountId, at }) {
  const hash = referenceHash(operator, reference);
  const row = store.get(
    'SELECT used_by FROM concession_references WHERE reference_hash = ? AND operator_key = ? AND concession_key = ?',
    [hash, operator, concessionKey],
  );
  if (!row) return 'reference_unknown';
  if (row.used_by !== null && row.used_by !== accountId) return 'reference_used';
  store.run('UPDATE concession_references SET used_by = ?, used_at = ? WHERE reference_hash = ?', [
    accountId,
    at,
    hash,
  ]);
  return 'ok';
}
