// @ts-check
/**
 * The shape of a tap request (`POST /sandbox/api/taps`, the gates page's form), checked as the product API checks
 * its bodies (sandbox/api/schemas.mjs): a field that is there has the type and range the gates take, or the call
 * answers 400 `{error:"Invalid field", field}` before anything runs. Dates are real calendar dates within the years
 * the demo networks run (2000–2099): `2026-02-30`, `9999-99-99` or year 1 are refused, never read as another day.
 */
import { calendarDayIn, checkFields, isInstant, string } from '../../http/schema.mjs';
import { NETWORKS } from '../network/network.mjs';

/** What the gates page's buttons send; a JSON body may leave it out (a tap in and out). */
export const TAP_ACTIONS = ['tap', 'tapIn', 'commute', 'cappedDay', 'splitDay'];
/** The years the demo networks run: a day out of them is refused, never read as another day. */
const NETWORK_DAYS = { first: '2000-01-01', last: '2099-12-31' };

/** A calendar day `YYYY-MM-DD` that exists, of the years the networks run. */
export const isCalendarDay = calendarDayIn(NETWORK_DAYS);

/** A form's empty field is a field left out (the gates page); otherwise the check. @param {(value: unknown) => boolean} check */
const orEmpty = (check) => (/** @type {unknown} */ value) => value === '' || check(value);

/** @type {Record<string, (value: unknown) => boolean>} */
const TAP_FIELDS = {
  operator: (value) => typeof value === 'string' && Object.hasOwn(NETWORKS, value),
  pan: string,
  from: string,
  to: string,
  at: orEmpty((value) => isInstant(value, NETWORK_DAYS)),
  day: orEmpty(isCalendarDay),
  action: (value) => typeof value === 'string' && TAP_ACTIONS.includes(value),
  commute: (value) => typeof value === 'boolean' || value === 'true' || value === 'false',
};

/**
 * Checks a tap request's fields. @param {Record<string, unknown>} body
 * @throws {HttpError} 400 `{error:"Invalid field", field}`
 */
export function checkTapBody(body) {
  checkFields(body, TAP_FIELDS);
}
