// @ts-check
/**
 * The operator's published input rules: the codes it answers a field with, the longest values it
 * takes, and how it judges an e-mail address, a password and a date of birth (docs/contracts.md,
 * validation). One module, neutral: the sandbox (the stand-in operator) answers with it, the
 * in-memory fakes judge with it, and the portal's inputs stop at its limits (ADR-0011). Plain ESM
 * with JSDoc types, no Node or DOM API: it runs in Node, in the browser and in jsdom alike.
 */

/** The codes of a field error (`{ path, msg }`); `tooYoung` is an extension (docs/contracts.md#answer-shapes-product-api). */
export const VALIDATION_CODES = /** @type {const} */ ([
  'required',
  'invalid',
  'notMatch',
  'weak',
  'notSupported',
  'tooYoung',
]);

/** @typedef {(typeof VALIDATION_CODES)[number]} ValidationCode */

/** The longest name or surname the operator takes (longer: `invalid`). */
export const NAME_MAX = 100;
/** The longest e-mail address (RFC 5321's path limit; longer: `invalid`). */
export const EMAIL_MAX = 254;
/** The longest password (longer: `invalid`). */
export const PASSWORD_MAX = 128;

/** The youngest age at which an operator lets a rider sign up, when its settings do not say (`minimumAge`, docs/contracts.md#runtime-configuration). */
export const DEFAULT_MINIMUM_AGE = 14;

const EMAIL =
  /^[^\s@"<>(),;:\\[\]]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** @param {string} value */
export const isEmail = (value) => value.length <= EMAIL_MAX && EMAIL.test(value);

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

/**
 * What shows nothing on its own: white space and separators, control characters, format characters (zero-width space,
 * joiners, bidirectional marks, soft hyphen, BOM), default-ignorable code points (Hangul fillers, variation selectors,
 * tags), lone surrogates, combining marks without a base, the blank Braille pattern. src/core/shared/visible-text.ts
 * holds the same rule for the core (which imports nothing outside it); a test keeps the two alike.
 */
const VISIBLE = /[^\p{White_Space}\p{Z}\p{Cc}\p{Cf}\p{Cs}\p{M}\p{Default_Ignorable_Code_Point}\u2800]/u;

/**
 * Whether a text has a character one can see: a required free text (a name, a report's words, a refusal's reason) made
 * only of zero-width, control or format characters is as empty as '' (`required`). @param {string} value
 */
export const hasVisibleText = (value) => VISIBLE.test(value);

/** A name or surname's error: required (nothing visible), or invalid when longer than NAME_MAX. @param {string} value @returns {'required' | 'invalid' | undefined} */
export function nameError(value) {
  if (!hasVisibleText(value)) return 'required';
  return value.length > NAME_MAX ? 'invalid' : undefined;
}

/** A new password's error: required, invalid when longer than PASSWORD_MAX, weak. @param {string} value @returns {'required' | 'invalid' | 'weak' | undefined} */
export function newPasswordError(value) {
  if (!value) return 'required';
  if (value.length > PASSWORD_MAX) return 'invalid';
  return isStrongPassword(value) ? undefined : 'weak';
}

/**
 * The longest text a card network prints as the merchant's name on a rider's bank statement: 22 characters, the
 * shortest limit among the networks and acquirers (Visa's and Mastercard's merchant name field allows 25, the card
 * acquirers' "statement descriptor" 22).
 */
export const STATEMENT_DESCRIPTOR_MAX = 22;

/**
 * The text on the rider's bank statement, derived from the operator's legal name (docs/contracts.md, chargeDetails):
 * accents dropped (NFD, combining marks removed), upper-cased, any character other than A–Z, 0–9, space, `.`, `-`
 * and `&` replaced by a space, spaces collapsed, cut to STATEMENT_DESCRIPTOR_MAX and trimmed. "Metro Trasporti Urbani
 * S.p.A." → "METRO TRASPORTI URBANI".
 * @param {string} legalName
 */
export function statementDescriptorOf(legalName) {
  const latin = legalName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 .&-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return latin.slice(0, STATEMENT_DESCRIPTOR_MAX).trim();
}

/** The longest period a statement covers, in days. */
export const STATEMENT_MAX_DAYS = 366;

/**
 * How far back the operator keeps a rider's history, and so how far back a statement reaches: the month of today and
 * the 12 before it (13 months, the history the portal reads: its "last 12 months" and its search by reference).
 */
export const STATEMENT_HISTORY_MONTHS = 12;

/** A day that exists, YYYY-MM-DD. @param {unknown} value @returns {value is string} */
const isRealDay = (value) => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/**
 * The first day a statement may cover, `today` (YYYY-MM-DD, in the operator's zone) being today: the 1st of the month
 * STATEMENT_HISTORY_MONTHS months before today's. @param {string} today
 */
export function firstStatementDay(today) {
  const first = new Date(
    Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 - STATEMENT_HISTORY_MONTHS, 1),
  );
  return first.toISOString().slice(0, 10);
}

/**
 * Why the operator refuses a statement's period, or null when it numbers it (docs/contracts.md#statements-statements-for-a-period-for-expenses):
 * `bad_period` for days that do not exist, `to` before `from`, or more than STATEMENT_MAX_DAYS days; `outside_history`
 * for a period that is not past (`to` after today: the current month is covered to date, never beyond) or that starts
 * before the history the operator keeps (firstStatementDay). `today` is YYYY-MM-DD in the operator's zone.
 * @param {{ from: unknown, to: unknown }} period @param {string} today
 * @returns {'bad_period' | 'outside_history' | null}
 */
export function statementPeriodRefusal({ from, to }, today) {
  if (!isRealDay(from) || !isRealDay(to) || to < from) return 'bad_period';
  const last = new Date(`${from}T00:00:00Z`);
  last.setUTCDate(last.getUTCDate() + STATEMENT_MAX_DAYS - 1);
  if (to > last.toISOString().slice(0, 10)) return 'bad_period';
  if (to > today || from < firstStatementDay(today)) return 'outside_history';
  return null;
}

/**
 * What a fare or a cap comes to under a concession (docs/contracts.md#concessions-reduced-fares-on-a-bank-card): the
 * amount (minor units) less `percentOff` per cent, rounded down to the minor unit, in the rider's favour; never below
 * 0 nor above the amount. @param {number} amount @param {number} percentOff
 */
export function concessionAmount(amount, percentOff) {
  const off = Math.min(100, Math.max(0, percentOff));
  return Math.max(0, Math.floor((amount * (100 - off)) / 100));
}
