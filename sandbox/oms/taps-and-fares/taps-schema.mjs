// @ts-check
/**
 * The shape of a tap request (`POST /sandbox/api/taps`, the gates page's form), checked as the product API checks
 * its bodies (sandbox/api/schemas.mjs): a field that is there has the type and range the gates take, or the call
 * answers 400 `{error:"Invalid field", field}` before anything runs. Dates are real calendar dates within the years
 * the demo networks run (2000–2099): `2026-02-30`, `9999-99-99` or year 1 are refused, never read as another day.
 */
import { misfit } from '../../api/schemas.mjs';
import { HttpError } from '../../http/errors.mjs';
import { NETWORKS } from '../network/network.mjs';

/** What the gates page's buttons send; a JSON body may leave it out (a tap in and out). */
export const TAP_ACTIONS = ['tap', 'tapIn', 'commute', 'cappedDay', 'splitDay'];
const FIRST_YEAR = 2000;
const LAST_YEAR = 2099;

/** @param {number} year @param {number} month @param {number} day */
function isRealDay(year, month, day) {
  if (year < FIRST_YEAR || year > LAST_YEAR || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A calendar day `YYYY-MM-DD` that exists. @param {unknown} value */
export function isCalendarDay(value) {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return match !== null && isRealDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** An ISO instant with its offset (`2026-11-18T08:30:00Z`, `…+01:00`) on a day that exists. @param {unknown} value */
export function isInstant(value) {
  const match =
    typeof value === 'string'
      ? /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,3})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/.exec(
          value,
        )
      : null;
  return match !== null && isRealDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

const string = (/** @type {unknown} */ value) => typeof value === 'string';
/** A form's empty field is a field left out (the gates page); otherwise the check. @param {(value: unknown) => boolean} check */
const orEmpty = (check) => (/** @type {unknown} */ value) => value === '' || check(value);

/** @type {Record<string, (value: unknown) => boolean>} */
const TAP_FIELDS = {
  operator: (value) => typeof value === 'string' && Object.hasOwn(NETWORKS, value),
  pan: string,
  from: string,
  to: string,
  at: orEmpty(isInstant),
  day: orEmpty(isCalendarDay),
  action: (value) => typeof value === 'string' && TAP_ACTIONS.includes(value),
  commute: (value) => typeof value === 'boolean' || value === 'true' || value === 'false',
};

/**
 * Checks a tap request's fields. @param {Record<string, unknown>} body
 * @throws {HttpError} 400 `{error:"Invalid field", field}`
 */
export function checkTapBody(body) {
  const field = misfit(body, TAP_FIELDS);
  if (field !== undefined) throw new HttpError(400, 'Invalid field', {}, { field });
}
