// @ts-check
/**
 * The account area's calls (docs/behaviour/operator-contract.md#account-area): edit (reading B), change password (an
 * extension of the contract), and deletion confirmed by a 6-digit code sent by e-mail.
 */
import { countMail, guarded, throttleKeys } from '../auth/throttle.mjs';
import crypto from 'node:crypto';
import { hashPassword, verifyPassword } from '../auth/password.mjs';
import { findAccountById, toAccountDto } from '../db/accounts.mjs';
import { listLanguages } from '../db/operators.mjs';
import { HttpError } from '../http/errors.mjs';
import { isObject } from '../identity/identity.mjs';
import { sendMail } from '../mail/outbox.mjs';
import { encryptAccount } from './account-crypto.mjs';
import { deletionCodeMail } from './deletion-mail.mjs';
import { passwordChangedMail } from './password-changed-mail.mjs';
import { unsubscribeLink } from './alert-mail.mjs';
import { wants } from './alert-preferences.mjs';
import { nameError } from '../../contract/operator-rules.mjs';
import { closeCasesOfAccount } from '../oms/claims/claims-db.mjs';
import { nameText, newPasswordErrors, raw, text } from './validation.mjs';

/** A deletion code lives 10 minutes and allows 5 tries. */
export const DELETION_CODE_TTL_MS = 10 * 60_000;
export const DELETION_CODE_TRIES = 5;

const hashCode = (/** @type {string} */ code) => crypto.createHash('sha256').update(code).digest('hex');

/** @param {import('./context.mjs').ApiContext} context @param {unknown} id */
function ownAccount({ req, sessions, store, operator }, id) {
  const accountId = sessions.requireAccount(req, id, operator.key);
  const row = findAccountById(store, accountId);
  if (!row) throw new HttpError(404, 'Account not found');
  return row;
}

/** `POST /api/edit {account:{id, name, surname, language}}` → errors[], or the new `{account}`. @type {import('./context.mjs').ApiHandler} */
export function editAccount(context) {
  const { body, store, operator } = context;
  const account = isObject(body.account) ? body.account : {};
  const row = ownAccount(context, account.id);
  const languages = listLanguages(store, operator.key).map((language) => language.id);
  /** @type {import('./validation.mjs').FieldError[]} */
  const errors = [];
  for (const field of ['name', 'surname']) {
    const error = nameError(nameText(account[field]));
    if (error) errors.push({ path: `account.${field}`, msg: error });
  }
  if (!languages.includes(text(account.language))) errors.push({ path: 'account.language', msg: 'notSupported' });
  if (errors.length > 0) return { errors };
  store.run('UPDATE accounts SET name = ?, surname = ?, language = ? WHERE id = ?', [
    nameText(account.name),
    nameText(account.surname),
    text(account.language),
    row.id,
  ]);
  const dto = toAccountDto(/** @type {import('../db/accounts.mjs').AccountRow} */ (findAccountById(store, row.id)));
  return { account: operator.encryptAccount ? encryptAccount(dto) : dto };
}

/**
 * Whether the account has a password of the portal's own to change: not when it signs in only through a
 * provider, nor at an enterprise-only operator, whose directory owns the password (docs/contracts.md#the-account-area).
 * @param {{ variant: string }} operator @param {{ password_hash: string | null }} row
 */
export const hasPortalPassword = (operator, row) =>
  operator.variant !== 'enterprise-only' && Boolean(row.password_hash);

/**
 * `POST /api/change_password {id, password, new_password, confirm_new_password}` (docs/behaviour/screens.md#change-password) →
 * errors[] (required, invalid: the current password is wrong, weak, notMatch; noPassword: the
 * account signs in through a provider or the operator's directory only), or `{changed: true}`: the rider's other sessions end and
 * a mail tells the rider, in the account's language, that the password changed.
 * @type {import('./context.mjs').ApiHandler}
 */
export async function changePassword(context) {
  const { body, store } = context;
  const row = ownAccount(context, body.id);
  const current = raw(body.password);
  if (!hasPortalPassword(context.operator, row)) return { errors: [{ path: 'password', msg: 'noPassword' }] };
  const errors = [
    ...(current ? [] : [{ path: 'password', msg: 'required' }]),
    ...newPasswordErrors(
      ['new_password', 'confirm_new_password'],
      raw(body.new_password),
      raw(body.confirm_new_password),
    ),
  ];
  if (errors.length > 0) return { errors };
  // The rider's own signed-in device: others' wrong passwords on the account do not block the change.
  const device = context.sessions.ownDevice(context.req, context.operator.key, row.id);
  const keys = throttleKeys(context.req, 'login', `${context.operator.key}:${row.email}`, device);
  if (
    !(await guarded(
      context.throttle,
      keys,
      () => verifyPassword(current, row.password_hash),
      (ok) => !ok,
    ))
  ) {
    return { errors: [{ path: 'password', msg: 'invalid' }] };
  }
  store.run('UPDATE accounts SET password_hash = ? WHERE id = ?', [await hashPassword(raw(body.new_password)), row.id]);
  // As a reset does: whoever else holds a session (a stolen cookie, a shared computer) is out; this one stays.
  context.sessions.endOthers(context.req, row.id);
  // An alert the rider may turn off (alerts: password_changed, on unless chosen otherwise).
  if (wants(store, row.id, 'password_changed')) {
    const origin = context.publicOrigin ?? context.origin;
    sendMail(store, {
      operatorKey: context.operator.key,
      to: row.email,
      ...passwordChangedMail({
        language: row.language,
        name: row.name,
        operator: context.operator.name,
        page: `${origin}/dashboard/account`,
        unsubscribe: unsubscribeLink(origin, row.id, 'password_changed'),
      }),
    });
  }
  return { changed: true };
}

/** `POST /api/deletion_request {id}`: a fresh 6-digit code by e-mail (the last one void). @type {import('./context.mjs').ApiHandler} */
export function requestDeletion(context) {
  const { body, store, operator } = context;
  const row = ownAccount(context, body.id);
  // Each request mails a code: throttled as the other mails are (429).
  countMail(
    context.throttle,
    context.req,
    `${operator.key}:${row.email}`,
    context.sessions.ownDevice(context.req, operator.key, row.id),
  );
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  store.run('DELETE FROM deletion_codes WHERE account_id = ?', [row.id]);
  store.run('INSERT INTO deletion_codes (account_id, code_hash, expires_at, tries) VALUES (?, ?, ?, 0)', [
    row.id,
    hashCode(code),
    Date.now() + DELETION_CODE_TTL_MS,
  ]);
  sendMail(store, {
    operatorKey: operator.key,
    to: row.email,
    ...deletionCodeMail({ language: row.language, name: row.name, operator: operator.name, code }),
  });
  return { sent: true };
}

/**
 * `POST /api/deletion_confirm {id, OTP}` → errors[] for a missing or malformed code, 'Invalid OTP'
 * for a wrong, expired or used-up one, or `{deleted: true}`: the account goes with its card links,
 * provider links, tokens, codes and sessions; the trips, payments, cases, refunds, settlements and statements stay
 * with the operator, unlinked (an open case closed).
 * @type {import('./context.mjs').ApiHandler}
 */
export async function confirmDeletion(context) {
  const row = ownAccount(context, context.body.id);
  const otp = text(context.body.OTP);
  if (!otp) return { errors: [{ path: 'OTP', msg: 'required' }] };
  if (!/^\d{6}$/.test(otp)) return { errors: [{ path: 'OTP', msg: 'invalid' }] };
  const keys = throttleKeys(context.req, 'otp', String(row.id));
  return guarded(
    context.throttle,
    keys,
    () => deleteWithCode(context, row, otp),
    (answer) => answer === 'Invalid OTP',
  );
}

/**
 * @param {import('./context.mjs').ApiContext} context @param {import('../db/accounts.mjs').AccountRow} row @param {string} otp
 * @returns {'Invalid OTP' | { deleted: true }}
 */
function deleteWithCode({ store, sessions, res }, row, otp) {
  const stored = store.get('SELECT * FROM deletion_codes WHERE account_id = ?', [row.id]);
  if (!stored || stored.expires_at < Date.now() || stored.tries >= DELETION_CODE_TRIES) return 'Invalid OTP';
  const given = Buffer.from(hashCode(otp));
  if (!crypto.timingSafeEqual(given, Buffer.from(String(stored.code_hash)))) {
    store.run('UPDATE deletion_codes SET tries = tries + 1 WHERE account_id = ?', [row.id]);
    return 'Invalid OTP';
  }
  sessions.endAll(row.id);
  // The money records stay with the operator, detached from the account (ON DELETE SET NULL): cases, refunds,
  // settlements, issued statements. An open case is closed, its reason recorded.
  store.transaction(() => {
    closeCasesOfAccount(store, row.id, new Date().toISOString());
    store.run('DELETE FROM accounts WHERE id = ?', [row.id]);
  });
  res.setHeader('Set-Cookie', sessions.cleared());
  return { deleted: true };
}
