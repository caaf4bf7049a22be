// @ts-check
/** POST /api/email/send_email_confirmation_request and POST /api/email/confirm_email. */
import { countMail, guarded, throttleKeys } from '../auth/throttle.mjs';
import { consumeToken, revokeTokens } from '../auth/tokens.mjs';
import { confirmAccount, findAccountByEmail, findAccountById } from '../db/accounts.mjs';
import { captchaErrors } from '../identity/captcha.mjs';
import { keepCheckedCard } from '../oms/card-check/card-check-signup.mjs';
import { markKnownDevice } from './context.mjs';
import { mailTokenLink } from './link-mail.mjs';
import { emailErrors, text } from './validation.mjs';

/** @type {import('./context.mjs').ApiHandler} */
export async function sendEmailConfirmationRequest(context) {
  const { body, store, operator, settings } = context;
  const email = text(body.email);
  const errors = [...emailErrors('email', email), ...(await captchaErrors(body))];
  if (errors.length > 0) return { errors };
  const account = findAccountByEmail(store, operator.key, email);
  // Anyone can ask: the mails to one address, and from one client, are throttled (429); the account's own
  // device (it opened one of the account's links) on its own key.
  const device = account && context.sessions.ownDevice(context.req, operator.key, account.id);
  countMail(context.throttle, context.req, `${operator.key}:${email}`, device);
  // Every answer waits for a write, as the one that mails a link does: the time does not tell.
  store.touch();
  if (!account) return 'No Account Found';
  if (account.confirmed === 1) return 'Account Already Confirmed';
  return mailTokenLink(context, account, {
    kind: 'confirm',
    purpose: 'confirm',
    page: '/email/confirmation_in_progress',
    ttlSeconds: settings.confirmTtlSeconds,
  });
}

/** @type {import('./context.mjs').ApiHandler} */
export async function confirmEmail(context) {
  const { req, body, store, operator, throttle } = context;
  const accountId = await guarded(
    throttle,
    throttleKeys(req, 'token'),
    () => consumeToken(store, body.token, 'confirm', operator.key),
    (id) => id === undefined,
  );
  const account = accountId === undefined ? undefined : findAccountById(store, accountId);
  if (!account) return 'Request Expired';
  confirmAccount(store, account.id);
  // A sign-up that kept a card proven without an account (cardCheck): the confirmed address links it.
  keepCheckedCard(context, account.id);
  // The address is confirmed: every other confirmation link it was sent dies with it.
  revokeTokens(store, account.id, ['confirm']);
  // This browser reads the rider's mail: a known device of the account (sandbox/auth/device-cookie.mjs).
  markKnownDevice(context, account.id);
  return account.email;
}
