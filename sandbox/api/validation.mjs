// @ts-check
/** Server-side field validation with the codes of spec section 5. */

/** @typedef {{ path: string, msg: string }} FieldError */

const EMAIL =
  /^[^\s@"<>(),;:\\[\]]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** A trimmed string, or '' for anything else. @param {unknown} value */
export const text = (value) => (typeof value === 'string' ? value.trim() : '');

/** Control characters (CR, LF, tab…, line and paragraph separators) and bidirectional controls. */
const CONTROLS = /[\p{Cc}\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/**
 * A name or surname as stored (issue 17 §5): trimmed, control characters read as spaces (a CR/LF
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

/** @param {string} value */
export const isEmail = (value) => value.length <= 254 && EMAIL.test(value);

/** At least 8 characters with a letter and a digit. @param {string} value */
export const isStrongPassword = (value) => value.length >= 8 && /\p{L}/u.test(value) && /\p{Nd}/u.test(value);

/** A real YYYY-MM-DD date, not in the future. @param {string} value @param {Date} [today] */
export function isPastDate(value, today = new Date()) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 10) === value &&
    value <= today.toISOString().slice(0, 10) &&
    value >= '1900-01-01'
  );
}

/** The youngest age at which an operator lets a rider sign up, when its settings do not say (issue 10). */
export const DEFAULT_MINIMUM_AGE = 14;

/**
 * Whether someone born on `value` (a real YYYY-MM-DD) is `minimumAge` or older on `today` (its UTC
 * day, as isPastDate). Born on 29 February, one comes of age on 1 March of a year without one.
 * @param {string} value @param {number} minimumAge @param {Date} [today]
 */
export function isOldEnough(value, minimumAge, today = new Date()) {
  const day = today.toISOString().slice(0, 10);
  const latest = `${String(Number(day.slice(0, 4)) - minimumAge).padStart(4, '0')}${day.slice(4)}`;
  return value <= latest;
}

/**
 * The error of a date of birth (trimmed): required, invalid (no real date from 1900 to today),
 * tooYoung (under the operator's minimum age), or undefined.
 * @param {string} value @param {number} [minimumAge] @param {Date} [today]
 * @returns {'required' | 'invalid' | 'tooYoung' | undefined}
 */
export function dateOfBirthError(value, minimumAge = DEFAULT_MINIMUM_AGE, today = new Date()) {
  if (!value) return 'required';
  if (!isPastDate(value, today)) return 'invalid';
  return isOldEnough(value, minimumAge, today) ? undefined : 'tooYoung';
}

/** The longest name and surname, and password, an operator takes (longer: `invalid`); e-mail: 254 (isEmail). */
export const NAME_MAX = 100;
export const PASSWORD_MAX = 128;

/** A name or surname's error: required, or invalid when longer than NAME_MAX. @param {string} value @returns {'required' | 'invalid' | undefined} */
export function nameError(value) {
  if (!value) return 'required';
  return value.length > NAME_MAX ? 'invalid' : undefined;
}

/** A new password's error: required, invalid when longer than PASSWORD_MAX, weak. @param {string} value @returns {'required' | 'invalid' | 'weak' | undefined} */
export function newPasswordError(value) {
  if (!value) return 'required';
  if (value.length > PASSWORD_MAX) return 'invalid';
  return isStrongPassword(value) ? undefined : 'weak';
}

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
