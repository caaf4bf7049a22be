// @ts-check
/** Forgotten password: the e-mail request, the link's token exchange, and the reset itself. */
import { hashPassword } from '../auth/password.mjs';
import { consumeToken, issueToken, revokeTokens } from '../auth/tokens.mjs';
import { countMail, guarded, throttleKeys } from '../auth/throttle.mjs';
import { findAccountByEmail, findAccountById, setPasswordHash } from '../db/accounts.mjs';
import { markKnownDevice } from './context.mjs';
import { captchaErrors } from '../identity/captcha.mjs';
import { mailTokenLink } from './link-mail.mjs';
import { emailErrors, newPasswordErrors, raw, text } from './validation.mjs';

/** POST /api/email/send_forgot_password_request @type {import('./context.mjs').ApiHandler} */
export async function sendForgotPasswordRequest(context) {
  const { body, store, operator, settings } = context;
  const email = text(body.email);
  const errors = [...emailErrors('email', email), ...(await captchaErrors(body))];
  if (errors.length > 0) return { errors };
  const account = findAccountByEmail(store, operator.key, email);
  // Anyone can ask: the mails to one address, and from one client, are throttled (429); the account's own
  // device counts on its own key, so others' requests do not stop the rider's.
  const device = account && context.sessions.ownDevice(context.req, operator.key, account.id);
  countMail(context.throttle, context.req, `${operator.key}:${email}`, device);
  // Every answer waits for a write, as the one that mails a link does: the time does not tell.
  store.touch();
  if (!account) return 'No Account Found';
  if (account.confirmed !== 1) return 'Unconfirmed Email';
  revokeTokens(store, account.id, ['forgot', 'reset']);
  return mailTokenLink(context, account, {
    kind: 'reset',
    purpose: 'forgot',
    page: '/forgot_password/request_in_progress',
    ttlSeconds: settings.resetTtlSeconds,
  });
}

/** POST /api/forgot_password: trades the e-mailed token for a reset token. @type {import('./context.mjs').ApiHandler} */
export function forgotPassword({ req, body, store, settings, operator, throttle }) {
  return guarded(
    throttle,
    throttleKeys(req, 'token'),
    () => {
      const accountId = consumeToken(store, body.token, 'forgot', operator.key);
      if (accountId === undefined) return 'Request Expired';
      return issueToken(store, accountId, 'reset', settings.resetTtlSeconds);
    },
    (answer) => answer === 'Request Expired',
  );
}

/** POST /api/reset_password @type {import('./context.mjs').ApiHandler} */
export async function resetPassword(context) {
  const { req, body, store, sessions, operator, throttle } = context;
  const password = raw(body.new_password);
  const errors = newPasswordErrors(['new_password', 'confirm_new_password'], password, raw(body.confirm_new_password));
  if (errors.length > 0) return { errors };
  const accountId = await guarded(
    throttle,
    throttleKeys(req, 'token'),
    () => consumeToken(store, body.token, 'reset', operator.key),
    (id) => id === undefined,
  );
  if (accountId === undefined) return 'Request Expired';
  setPasswordHash(store, accountId, await hashPassword(password));
  revokeTokens(store, accountId, ['forgot', 'reset']);
  sessions.endAll(accountId);
  // The owner proved the mailbox and chose a new password: the account's block from others' failures goes,
  // and this browser becomes a known device of the account.
  const account = findAccountById(store, accountId);
  if (account) throttle.succeed(throttleKeys(req, 'login', `${operator.key}:${account.email}`));
  markKnownDevice(context, accountId);
  return 'Password Reset';
}
