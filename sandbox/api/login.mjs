// @ts-check
/** POST /api/login and GET /api/languages. */
import { verifyPassword } from '../auth/password.mjs';
import { findAccountByEmail } from '../db/accounts.mjs';
import { listLanguages } from '../db/operators.mjs';
import { guarded, throttleKeys } from '../auth/throttle.mjs';
import { signIn } from './context.mjs';
import { PASSWORD_MAX } from '../../contract/operator-rules.mjs';
import { emailErrors, raw, text } from './validation.mjs';

/** @type {import('./context.mjs').ApiHandler} */
export const languages = ({ store, operator }) => listLanguages(store, operator.key);

/** @type {import('./context.mjs').ApiHandler} */
export async function login(context) {
  const email = text(context.body.email);
  const password = raw(context.body.password);
  const errors = emailErrors('email', email);
  if (!password) errors.push({ path: 'password', msg: 'required' });
  else if (password.length > PASSWORD_MAX) errors.push({ path: 'password', msg: 'invalid' });
  if (errors.length > 0) return { errors };
  const account = findAccountByEmail(context.store, context.operator.key, email);
  // A device that signed in to this account before counts on its own key: others' failures do not block it.
  const device = account && context.sessions.ownDevice(context.req, context.operator.key, account.id);
  const keys = throttleKeys(context.req, 'login', `${context.operator.key}:${email}`, device);
  return guarded(
    context.throttle,
    keys,
    async () => {
      // The hash runs for an unknown address too (verifyPassword without a hash): the time does not tell.
      const matches = await verifyPassword(password, account?.password_hash);
      if (!account) return 'No Account Found';
      if (!matches) return 'Password Incorrect';
      if (account.confirmed !== 1) return 'Unconfirmed Email';
      return signIn(context, account);
    },
    (answer) => answer === 'No Account Found' || answer === 'Password Incorrect',
  );
}
