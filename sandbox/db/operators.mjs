// @ts-check
/** Reads operators and their languages from the store. */
import { DEFAULT_MINIMUM_AGE } from '../../contract/operator-rules.mjs';

/**
 * @typedef {import('../operators/catalog.mjs').OperatorColors} OperatorColors
 * @typedef {import('../operators/catalog.mjs').OperatorTexts} OperatorTexts
 * @typedef {{ key: string, name: string, variant: 'standard' | 'enterprise-only', encryptAccount: boolean,
 *   sentEmailIfExists: boolean, minimumAge: number, isDefault: boolean, colors: OperatorColors,
 *   texts: Record<string, OperatorTexts> }} Operator
 */

/** @param {any} row @returns {Operator} */
function toOperator(row) {
  return {
    key: row.key,
    name: row.name,
    variant: row.variant,
    encryptAccount: row.encrypt_account === 1,
    sentEmailIfExists: row.sent_email_if_exists === 1,
    // A database written before the setting existed has no such column: the default then.
    minimumAge: typeof row.minimum_age === 'number' ? row.minimum_age : DEFAULT_MINIMUM_AGE,
    isDefault: row.is_default === 1,
    colors: JSON.parse(row.colors),
    texts: JSON.parse(row.texts),
  };
}

/** @param {import('./store.mjs').Store} store @returns {Operator[]} */
export function listOperators(store) {
  return store.all('SELECT * FROM operators ORDER BY position').map(toOperator);
}

/** @param {import('./store.mjs').Store} store @param {unknown} key @returns {Operator | undefined} */
export function findOperator(store, key) {
  if (typeof key !== 'string' || key === '') return undefined;
  const row = store.get('SELECT * FROM operators WHERE key = ?', [key]);
  return row && toOperator(row);
}

/** @param {import('./store.mjs').Store} store @param {string} key @returns {{ id: string, name: string }[]} */
export function listLanguages(store, key) {
  return store.all('SELECT id, name FROM languages WHERE operator_key = ? ORDER BY position', [key]);
}
