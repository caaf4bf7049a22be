// @ts-check
/** POST /api/login and GET /api/languages. */
import { verifyPassword } from '../auth/password.mjs';
import { findAccountByEmail } from '../db/accounts.mjs';
import { listLanguages } from '../db/operators.mjs';
import { signIn } from './context.mjs';
import { emailErrors, raw, text } from './validation.mjs';

/** @type {import('./context.mjs').ApiHandler} */
export const languages = ({ store, operator }) => listLanguages(store, operator.key);

/** @type {import('./context.mjs').ApiHandler} */
export async function login(context) {
  const email = text(context.body.email);
  const password = raw(context.body.password);
  const errors = emailErrors('email', email);
  if (!password) errors.push({ path: 'password', msg: 'required' });
  if (errors.length > 0) return { errors };
  const account = findAccountByEmail(context.store, context.operator.key, email);
  if (!account) return 'No Account Found';
  if (!(await verifyPassword(password, account.password_hash))) return 'Password Incorrect';
  if (account.confirmed !== 1) return 'Unconfirmed Email';
  return signIn(context, account);
}
