// @ts-check
/**
 * The shapes of the product API's bodies (docs/behaviour/rules.md#validation): a field that is there has the type and
 * range its call takes, or the call answers 400 `{error:"Invalid field", field}` before anything
 * runs. A field left out (or null) is the handler's to answer (`required`, docs/behaviour/rules.md#validation); fields
 * a schema does not name are ignored, and so is `captcha_token`: the captcha check answers it as a field error.
 */
import { anyObject, boolean, checkFields, object, someOf, string } from '../http/schema.mjs';
import { isAlertKind } from './alert-preferences.mjs';

/** @typedef {import('../http/schema.mjs').Check} Check */

/** A row id: a whole JSON number from 1 (never "0x1", "1" or [1]). @type {Check} */
const id = (value) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;

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
    // cardCheck: the sign-up keeps the card proven without an account.
    with_checked_card: boolean,
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
  // cardCheck (docs/contracts.md#cardcheck-a-card-checked-without-an-account): the address itself is the handler's.
  '/api/card_check/pay': { email: string, idempotency_key: string, language: string },
  '/api/card_check/payment_info': { short_id: string },
};

/**
 * Checks a product-API body against its call's schema. @param {string} pathname @param {Record<string, unknown>} body
 * @throws {HttpError} 400 `{error:"Invalid field", field}`
 */
export function checkBody(pathname, body) {
  const fields = BODY_SCHEMAS[pathname];
  if (fields) checkFields(body, fields);
}
