// @ts-check
/** The e-mail with a one-time link that confirmation and password recovery both send. */
import { issueToken } from '../auth/tokens.mjs';
import { sendMail } from '../mail/outbox.mjs';
import { linkMail } from '../mail/templates.mjs';

/**
 * Issues a token for the account, mails it the portal page that takes it, and answers `{data: {to}}`.
 * @param {import('./context.mjs').ApiContext} context @param {import('../db/accounts.mjs').AccountRow} account
 * @param {{ kind: 'confirm' | 'reset', purpose: import('../auth/tokens.mjs').TokenPurpose, page: string, ttlSeconds: number }} mail
 *   page: the portal path the link opens
 */
export function mailTokenLink({ store, operator, origin, publicOrigin }, account, { kind, purpose, page, ttlSeconds }) {
  const token = issueToken(store, account.id, purpose, ttlSeconds);
  // The configured public origin when there is one; else the request's, which is one of the served host names.
  const link = `${publicOrigin ?? origin}${page}?token=${token}`;
  const mail = {
    operatorKey: operator.key,
    to: account.email,
    ...linkMail({ kind, language: account.language, name: account.name, operator: operator.name, link, ttlSeconds }),
  };
  // Off the request path (the answer does not wait for the mail's rendering and sending), yet
  // before the answer's write: the outbox shows it by the time the rider reads the answer.
  setImmediate(() => sendMail(store, mail));
  return { data: { to: account.email } };
}
