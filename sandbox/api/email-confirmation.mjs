// @ts-check
/** POST /api/email/send_email_confirmation_request and POST /api/email/confirm_email. */
import { consumeToken, issueToken } from '../auth/tokens.mjs';
import { confirmAccount, findAccountByEmail, findAccountById } from '../db/accounts.mjs';
import { captchaErrors } from '../identity/captcha.mjs';
import { sendMail } from '../mail/outbox.mjs';
import { linkMail } from '../mail/templates.mjs';
import { emailErrors, text } from './validation.mjs';

/** @type {import('./context.mjs').ApiHandler} */
export async function sendEmailConfirmationRequest({ body, store, operator, origin, settings }) {
  const email = text(body.email);
  const errors = [...emailErrors('email', email), ...(await captchaErrors(body))];
  if (errors.length > 0) return { errors };
  const account = findAccountByEmail(store, operator.key, email);
  if (!account) return 'No Account Found';
  if (account.confirmed === 1) return 'Account Already Confirmed';
  const token = issueToken(store, account.id, 'confirm', settings.confirmTtlSeconds);
  const link = `${origin}/email/confirmation_in_progress?token=${token}`;
  sendMail(store, {
    operatorKey: operator.key, to: account.email,
    ...linkMail({ kind: 'confirm', language: account.language, name: account.name, operator: operator.name,
      link, ttlSeconds: settings.confirmTtlSeconds }),
  });
  return { data: { to: account.email } };
}

/** @type {import('./context.mjs').ApiHandler} */
export function confirmEmail({ body, store }) {
  const accountId = consumeToken(store, body.token, 'confirm');
  const account = accountId === undefined ? undefined : findAccountById(store, accountId);
  if (!account) return 'Request Expired';
  confirmAccount(store, account.id);
  return account.email;
}
