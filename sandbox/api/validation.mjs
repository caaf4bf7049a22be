// @ts-check
/**
 * Server-side field validation: reads a request's values and answers the operator's rules
 * (contract/operator-rules.mjs) as `{ path, msg }` field errors.
 */
import { isEmail, newPasswordError } from '../../contract/operator-rules.mjs';

/** @typedef {{ path: string, msg: string }} FieldError */

/** A trimmed string, or '' for anything else. @param {unknown} value */
export const text = (value) => (typeof value === 'string' ? value.trim() : '');

/** Control characters (CR, LF, tab…, line and paragraph separators) and bidirectional controls. */
const CONTROLS = /[\p{Cc}\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/**
 * A name or surname as stored (docs/behaviour/rules.md#validation): trimmed, control characters read as spaces (a CR/LF
 * would split the greeting of a mailed text), bidirectional overrides dropped (they reorder what
 * follows), runs of spaces as one; '' for anything not a string. @param {unknown} value
 */
export const nameText = (value) =>
  typeof value === 'string'
    ? value
        .replace(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu, '')
        .replace(CONTROLS, ' ')
        .replace(/\s+/gu, ' ')
        .trim()
    : '';

/** A string as sent (passwords are not trimmed), or ''. @param {unknown} value */
export const raw = (value) => (typeof value === 'string' ? value : '');

/** Errors of an e-mail field: required or invalid. @param {string} path @param {string} value @returns {FieldError[]} */
export function emailErrors(path, value) {
  if (!value) return [{ path, msg: 'required' }];
  return isEmail(value) ? [] : [{ path, msg: 'invalid' }];
}

/** Errors of a new password and its confirmation. @param {[string, string]} paths @param {string} password @param {string} confirm @returns {FieldError[]} */
export function newPasswordErrors([path, confirmPath], password, confirm) {
  /** @type {FieldError[]} */
  const errors = [];
  const passwordError = newPasswordError(password);
  if (passwordError) errors.push({ path, msg: passwordError });
  if (!confirm) errors.push({ path: confirmPath, msg: 'required' });
  else if (confirm !== password) errors.push({ path: confirmPath, msg: 'notMatch' });
  return errors;
}
