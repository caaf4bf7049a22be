// @ts-check
/** What a product-API handler gets, and the answers every sign-in shares. */
import { toAccountDto } from '../db/accounts.mjs';
import { encryptAccount } from './account-crypto.mjs';
import { noteSignIn } from './alert-routes.mjs';
import { endCardAccess } from '../oms/card-check/card-check-routes.mjs';

/**
 * @typedef {{ confirmTtlSeconds: number, resetTtlSeconds: number, extensions: readonly string[] }} Settings
 *   extensions: the contract's extensions the operators offer (sandbox/operators/extensions.mjs)
 * @typedef {{ req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse,
 *   body: Record<string, unknown>, operator: import('../db/operators.mjs').Operator,
 *   store: import('../db/store.mjs').Store, sessions: import('../auth/session.mjs').Sessions,
 *   origin: string, settings: Settings, throttle: import('../auth/throttle.mjs').Throttle,
 *   publicOrigin?: string }} ApiContext publicOrigin: the configured origin riders reach the sandbox at
 * @typedef {(context: ApiContext) => unknown | Promise<unknown>} ApiHandler
 */

/**
 * The `{account}` answer: the account object, or its AES string when the operator encrypts accounts.
 * @param {import('../db/operators.mjs').Operator} operator @param {import('../db/accounts.mjs').AccountRow} row */
function accountAnswer(operator, row) {
  const account = toAccountDto(row);
  return { account: operator.encryptAccount ? encryptAccount(account) : account };
}

/**
 * The Set-Cookie value (none when the sandbox keeps no device cookies) that makes the request's browser a
 * known device of the account (sandbox/auth/device-cookie.mjs): on a sign-in, and when a mailed link of
 * the account is used (the browser proved it reads the rider's mail).
 * @param {Pick<ApiContext, 'req' | 'sessions'>} context @param {number} accountId @returns {string[]}
 */
function knownDevice({ req, sessions }, accountId) {
  return sessions.devices ? [sessions.devices.issue(req, accountId)] : [];
}

/** Sets the device cookie alone (a mailed link used). @param {ApiContext} context @param {number} accountId */
export function markKnownDevice(context, accountId) {
  const cookies = knownDevice(context, accountId);
  if (cookies.length > 0) context.res.setHeader('Set-Cookie', cookies);
}

/**
 * Starts a session for the account (cookie on the answer) and answers `{account}`.
 * @param {ApiContext} context @param {import('../db/accounts.mjs').AccountRow} row */
export function signIn(context, row) {
  // Any sign-in ends a card-scoped access (cardCheck): the two never live side by side.
  context.res.setHeader('Set-Cookie', [
    context.sessions.start(row.id),
    ...knownDevice(context, row.id),
    endCardAccess(context),
  ]);
  // A device the account never signed in from is alerted (alerts: new_sign_in, off unless chosen).
  noteSignIn(context, row);
  return accountAnswer(context.operator, row);
}
