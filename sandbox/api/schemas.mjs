// @ts-check
/**
 * The shapes of the product API's bodies (docs/behaviour/rules.md#validation): a field that is there has the type and
 * range its call takes, or the call answers 400 `{error:"Invalid field", field}` before anything
 * runs. A field left out (or null) is the handler's to answer (`required`, docs/behaviour/rules.md#validation); fields
 * a schema does not name are ignored, and so is `captcha_token`: the captcha check answers it as a field error.
 */
import { HttpError } from '../http/errors.mjs';
import { isAlertKind } from './alert-preferences.mjs';

/**
 * @typedef {((value: unknown) => boolean | string) | Record<string, Check>} Check a type test (false, or the key of what
 *   does not fit inside the value), or an object's fields
 */

/** A string: the handlers apply their limits (names, passwords, e-mail) as field errors (`invalid`). @type {Check} */
const string = (value) => typeof value === 'string';
/** A row id: a whole JSON number from 1 (never "0x1", "1" or [1]). @type {Check} */
const id = (value) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;

/** An object whose named fields are checked in turn. @param {Record<string, Check>} fields */
const object = (fields) => /** @type {Check} */ (/** @type {unknown} */ (fields));
/** An object the handler reads itself (a provider's answer). @param {unknown} value @returns {value is Record<string, unknown>} */
const anyObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/** A boolean. @type {Check} */
const boolean = (value) => typeof value === 'boolean';

/**
 * An object of some known keys (none other), each value fitting `check`: the first key that does not fit.
 * @param {(key: string) => boolean} isKey @param {(value: unknown) => boolean} check @returns {Check}
 */
const someOf = (isKey, check) => (value) => {
  if (!anyObject(value)) return false;
  const misfit = Object.entries(value).find(([key, inner]) => !isKey(key) || !check(inner));
  return misfit ? misfit[0] : true;
};

/** @type {Record<string, Record<string, Check>>} */
export const BODY_SCHEMAS = {
  '/api/login': { email: string, password: string },
  '/api/login_with_google': { response: anyObject, password: string },
  '/api/login_with_facebook': { profile: anyObject, accessToken: string, userID: string, password: string },
  '/api/login_with_azure': { response: anyObject },
  '/api/sign_up': {
    user: object({
      name: string,
      surname: string,
      email: string,
      confirm_email: string,
      password: string,
      confirm_password: string,
      date_of_birth: string,
      language: string,
    }),
  },
  '/api/email/send_email_confirmation_request': { email: string },
  '/api/email/confirm_email': { token: string },
  '/api/email/send_forgot_password_request': { email: string },
  '/api/forgot_password': { token: string },
  '/api/reset_password': { token: string, new_password: string, confirm_new_password: string },
  '/api/bank_cards/get': { accounts_id: id },
  '/api/bank_cards/add': { accounts_id: id, bank_card: object({ pan_token: string }) },
  '/api/bank_cards/remove': { bank_cards_id: id },
  '/api/payment_requests/sign': { purpose: string },
  '/api/edit': { account: object({ id, name: string, surname: string, language: string }) },
  '/api/change_password': { id, password: string, new_password: string, confirm_new_password: string },
  '/api/deletion_request': { id },
  '/api/deletion_confirm': { id, OTP: string },
  // The alerts extension (docs/contracts.md#alerts-alerts-by-e-mail-and-their-preferences): a kind it does not know is a misfit.
  '/api/alerts/get': { id },
  '/api/alerts/save': { id, alerts: someOf(isAlertKind, boolean) },
};

/**
 * The first field of `body` that does not fit `fields` (its dotted path), or undefined.
 * @param {Record<string, unknown>} body @param {Record<string, Check>} fields @param {string} [prefix]
 * @returns {string | undefined}
 */
export function misfit(body, fields, prefix = '') {
  for (const [name, check] of Object.entries(fields)) {
    if (!Object.hasOwn(body, name)) continue;
    const value = body[name];
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
 * Checks a product-API body against its call's schema. @param {string} pathname @param {Record<string, unknown>} body
 * @throws {HttpError} 400 `{error:"Invalid field", field}`
 */
export function checkBody(pathname, body) {
  const fields = BODY_SCHEMAS[pathname];
  const field = fields ? misfit(body, fields) : undefined;
  if (field !== undefined) throw new HttpError(400, 'Invalid field', {}, { field });
}
