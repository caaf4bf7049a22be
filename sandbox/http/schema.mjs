// @ts-check
/**
 * The checks a request's fields go through before its handler runs (the product API's bodies: sandbox/api/schemas.mjs;
 * the operations API's path segments and bodies: sandbox/oms/schemas.mjs; the gates' taps): a field that is there has
 * the type and range its call takes, or the call answers 400 `{error:"Invalid field", field}`. A field left out (or
 * null) is the handler's to answer; fields a schema does not name are ignored. The calendar day is checked here, once.
 */
import { HttpError } from './errors.mjs';

/**
 * @typedef {((value: unknown) => boolean | string) | { [key: string]: Check }} Check a type test (false, or the key of what
 *   does not fit inside the value), or an object's fields
 */

/** A string: the handlers apply their own limits. @param {unknown} value */
export const string = (value) => typeof value === 'string';

/** An object the handler reads itself (a provider's answer). @param {unknown} value */
export const anyObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A boolean. @param {unknown} value */
export const boolean = (value) => typeof value === 'boolean';

/**
 * An object of some known keys (none other), each value fitting `check`: the first key that does not fit.
 * @param {(key: string) => boolean} isKey @param {(value: unknown) => boolean} check @returns {Check}
 */
export const someOf = (isKey, check) => (value) => {
  if (!anyObject(value)) return false;
  const misfit = Object.entries(/** @type {Record<string, unknown>} */ (value)).find(
    ([key, inner]) => !isKey(key) || !check(inner),
  );
  return misfit ? misfit[0] : true;
};

/** An object whose named fields are checked in turn. @param {Record<string, Check>} fields */
export const object = (fields) => /** @type {Check} */ (/** @type {unknown} */ (fields));

/** @param {number} year */
const isLeapYear = (year) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
/** @param {number} year @param {number} month 1–12 */
const daysInMonth = (year, month) =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** @typedef {{ first?: string, last?: string }} DayRange the first and the last day allowed (YYYY-MM-DD, inclusive) */

/**
 * A calendar day `YYYY-MM-DD` that exists (never `2026-02-30` or `9999-99-99`), within the range.
 * @param {unknown} value @param {DayRange} [range]
 */
export function isCalendarDay(value, { first = '0000-01-01', last = '9999-12-31' } = {}) {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match || /** @type {string} */ (value) < first || /** @type {string} */ (value) > last) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** The check of a calendar day within a range. @param {DayRange} range @returns {(value: unknown) => boolean} */
export const calendarDayIn = (range) => (value) => isCalendarDay(value, range);

/**
 * An ISO instant with its offset (`2026-11-18T08:30:00Z`, `…+01:00`) on a calendar day within the range.
 * @param {unknown} value @param {DayRange} [range]
 */
export function isInstant(value, range) {
  return (
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,3})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/.test(
      value,
    ) &&
    isCalendarDay(value.slice(0, 10), range)
  );
}

/**
 * The first field of `values` that does not fit `fields` (its dotted path), or undefined.
 * @param {Record<string, unknown>} values @param {Record<string, Check>} fields @param {string} [prefix]
 * @returns {string | undefined}
 */
export function misfit(values, fields, prefix = '') {
  for (const [name, check] of Object.entries(fields)) {
    if (!Object.hasOwn(values, name)) continue;
    const value = values[name];
    if (value === null || value === undefined) continue;
    const path = `${prefix}${name}`;
    if (typeof check === 'function') {
      const fit = check(value);
      if (fit === false) return path;
      if (typeof fit === 'string') return `${path}.${fit}`;
    } else {
      if (!anyObject(value)) return path;
      const inner = misfit(/** @type {Record<string, unknown>} */ (value), check, `${path}.`);
      if (inner) return inner;
    }
  }
  return undefined;
}

/**
 * Checks values against their fields' checks. @param {Record<string, unknown>} values @param {Record<string, Check>} fields
 * @param {Record<string, unknown>} [details] more of the answer (the operations API's `code`)
 * @throws {HttpError} 400 `{error:"Invalid field", field}`
 */
export function checkFields(values, fields, details = {}) {
  const field = misfit(values, fields);
  if (field !== undefined) throw new HttpError(400, 'Invalid field', {}, { ...details, field });
}
