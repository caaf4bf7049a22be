// @ts-check
/** The product API under /api: its routes, the x-api-key check, JSON bodies and answers. */
import { findOperator } from '../db/operators.mjs';
import { changePassword, confirmDeletion, editAccount, requestDeletion } from './account-settings.mjs';
import { readJsonBody } from '../http/body.mjs';
import { checkBody } from './schemas.mjs';
import { HttpError } from '../http/errors.mjs';
import { sendJson } from '../http/respond.mjs';
import { confirmEmail, sendEmailConfirmationRequest } from './email-confirmation.mjs';
import { languages, login } from './login.mjs';
import { forgotPassword, resetPassword, sendForgotPasswordRequest } from './password-recovery.mjs';
import { loginWithAzure, loginWithFacebook, loginWithGoogle } from './provider-login.mjs';
import { signUp } from './sign-up.mjs';
import { addBankCard, getBankCards, removeBankCard } from './bank-cards.mjs';
import { receiveNotification, signPaymentRequest } from './payment-requests.mjs';
import { ALERT_UNSUBSCRIBE_ROUTES, getAlerts, saveAlerts } from './alert-routes.mjs';
import { readFormBody } from '../http/body.mjs';
import { CARD_CHECK_HANDLERS, receiveCardCheckNotification } from '../oms/card-check/card-check-routes.mjs';

/** @typedef {import('../routes.mjs').SandboxContext} SandboxContext */

/**
 * A product-API handler as a route: the operator named by x-api-key (401 otherwise), the JSON
 * body of a POST, and the handler's answer as JSON.
 * @param {import('./context.mjs').ApiHandler} handler
 * @returns {(context: SandboxContext) => Promise<void>}
 */
export const api =
  (handler) =>
  async ({ req, res, store, sessions, origin, publicOrigin, settings, throttle }) => {
    const operator = findOperator(store, req.headers['x-api-key']);
    if (!operator) throw new HttpError(401, 'Unknown operator');
    const body = req.method === 'GET' || req.method === 'HEAD' ? {} : await readJsonBody(req);
    checkBody(new URL(req.url ?? '/', 'http://sandbox.invalid').pathname, body);
    sendJson(
      res,
      200,
      await handler({ req, res, body, operator, store, sessions, origin, publicOrigin, settings, throttle }),
    );
  };

export const API_ROUTES = {
  'GET /api/languages': api(languages),
  'POST /api/login': api(login),
  // An extension of the contract (docs/contracts.md): the server ends its session too.
  'POST /api/logout': api(({ req, res, sessions }) => {
    res.setHeader('Set-Cookie', sessions.end(req));
    return { loggedOut: true };
  }),
  'POST /api/login_with_google': api(loginWithGoogle),
  'POST /api/login_with_facebook': api(loginWithFacebook),
  'POST /api/login_with_azure': api(loginWithAzure),
  'POST /api/sign_up': api(signUp),
  'POST /api/email/send_email_confirmation_request': api(sendEmailConfirmationRequest),
  'POST /api/email/confirm_email': api(confirmEmail),
  'POST /api/email/send_forgot_password_request': api(sendForgotPasswordRequest),
  'POST /api/forgot_password': api(forgotPassword),
  'POST /api/reset_password': api(resetPassword),
  'POST /api/bank_cards/get': api(getBankCards),
  'POST /api/bank_cards/add': api(addBankCard),
  'POST /api/bank_cards/remove': api(removeBankCard),
  'POST /api/payment_requests/sign': api(signPaymentRequest),
  'POST /api/edit': api(editAccount),
  'POST /api/change_password': api(changePassword),
  'POST /api/deletion_request': api(requestDeletion),
  'POST /api/deletion_confirm': api(confirmDeletion),
  // The alerts extension (docs/contracts.md#alerts-alerts-by-e-mail-and-their-preferences); unsubscribing needs no x-api-key.
  'POST /api/alerts/get': api(getAlerts),
  'POST /api/alerts/save': api(saveAlerts),
  ...ALERT_UNSUBSCRIBE_ROUTES,
  // The provider's server-to-server notification (URLMS): a form post, without the portal's x-api-key.
  'POST /api/payment_notifications': async (/** @type {SandboxContext} */ context) => {
    const body = Object.fromEntries(await readFormBody(context.req));
    sendJson(context.res, 200, receiveNotification({ ...context, body }));
  },
  // A card checked without an account (docs/contracts.md#cardcheck-a-card-checked-without-an-account): the portal's
  // calls behind the x-api-key, the provider's notification of a verification without it.
  ...Object.fromEntries(Object.entries(CARD_CHECK_HANDLERS).map(([route, handler]) => [route, api(handler)])),
  'POST /api/card_check/notifications': async (/** @type {SandboxContext} */ context) => {
    const body = Object.fromEntries(await readFormBody(context.req));
    sendJson(context.res, 200, receiveCardCheckNotification(context, body));
  },
};
