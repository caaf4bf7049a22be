// @ts-check
/**
 * POST /api/login_with_google, login_with_facebook, login_with_azure: accounts linked by provider
 * and subject. A provider identity whose e-mail belongs to an existing account is linked to it only
 * with proof of that account (its password, in `password`); until then the answer is
 * `{"linkRequired":{"email":…}}` and no session starts. The enterprise directory is the operator's
 * own (its sign-in checks the account's password), so its identities link at once. A provider sign-in
 * never inherits an unconfirmed account: it takes the address over (docs/security.md).
 */
import { verifyPassword } from '../auth/password.mjs';
import {
  createAccount,
  discardUnconfirmedAccount,
  findAccountByEmail,
  findLinkedAccount,
  linkIdentity,
  setProviderId,
} from '../db/accounts.mjs';
import { guarded, throttleKeys } from '../auth/throttle.mjs';
import { listLanguages } from '../db/operators.mjs';
import { readAzureIdentity } from '../identity/azure.mjs';
import { providerEnabled } from '../identity/config.mjs';
import { readFacebookIdentity } from '../identity/facebook.mjs';
import { readGoogleIdentity } from '../identity/google.mjs';
import { HttpError } from '../http/errors.mjs';
import { signIn } from './context.mjs';
import { isEmail } from '../../contract/operator-rules.mjs';
import { nameText, raw } from './validation.mjs';

/** @typedef {import('./context.mjs').ApiContext} ApiContext */
/** @typedef {import('../identity/identity.mjs').ProviderIdentity} ProviderIdentity */
/** @typedef {import('../db/accounts.mjs').AccountRow} AccountRow */
/** @typedef {'google' | 'facebook' | 'azure'} Provider */

/** The first of the browser's languages the operator supports, else it. @param {ApiContext} context */
function preferredLanguage({ req, store, operator }) {
  const supported = listLanguages(store, operator.key).map((language) => language.id);
  const wanted = String(req.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => part.trim().slice(0, 2).toLowerCase());
  return wanted.find((id) => supported.includes(id)) ?? (supported.includes('it') ? 'it' : (supported[0] ?? 'en'));
}

/**
 * The account of the identity, or the answer that stops the login (link required, wrong password).
 * @param {ApiContext} context @param {Provider} provider @param {ProviderIdentity} identity
 * @returns {Promise<{ account: AccountRow } | { answer: unknown }>}
 */
async function findOrLinkAccount(context, provider, identity) {
  const { store, operator } = context;
  const linked = findLinkedAccount(store, operator.key, provider, identity.subject);
  if (linked) return { account: linked };
  const email = identity.email && isEmail(identity.email) ? identity.email : null;
  if (!email) throw new HttpError(400, 'The identity has no valid e-mail address');
  let account = findAccountByEmail(store, operator.key, email);
  if (account && account.confirmed !== 1) {
    // Nobody ever proved this address: whoever signed up with it (maybe someone else's) made a claim,
    // not an account. The provider vouches for the address, so its owner takes it over: the unconfirmed
    // account goes (its password, tokens and details with it) and a fresh confirmed one is made.
    discardUnconfirmedAccount(store, account.id);
    account = undefined;
  }
  if (!account) {
    account = createAccount(store, {
      operatorKey: operator.key,
      name: nameText(identity.name) || email.slice(0, email.indexOf('@')),
      surname: nameText(identity.surname),
      email,
      language: preferredLanguage(context),
      confirmed: true,
    });
  } else if (provider !== 'azure') {
    const password = raw(context.body.password);
    if (!password) return { answer: { linkRequired: { email: account.email } } };
    const device = context.sessions.ownDevice(context.req, operator.key, account.id);
    const keys = throttleKeys(context.req, 'login', `${operator.key}:${account.email}`, device);
    const proven = await guarded(
      context.throttle,
      keys,
      () => verifyPassword(password, account?.password_hash),
      (ok) => !ok,
    );
    if (!proven) return { answer: 'Password Incorrect' };
  }
  linkIdentity(store, operator.key, provider, identity.subject, account.id);
  return { account };
}

/**
 * @param {Provider} provider
 * @param {(body: Record<string, unknown>, context: ApiContext) => Promise<ProviderIdentity | undefined>} read
 * @param {'google_id' | 'facebook_id'} [idColumn] the account field that carries this provider's id
 * @returns {import('./context.mjs').ApiHandler}
 */
function providerLogin(provider, read, idColumn) {
  return async (context) => {
    if (!providerEnabled(context.operator.key, provider))
      throw new HttpError(403, 'This operator does not offer this sign-in');
    const identity = await read(context.body, context);
    if (!identity) throw new HttpError(400, 'Invalid identity response');
    const found = await findOrLinkAccount(context, provider, identity);
    if ('answer' in found) return found.answer;
    let { account } = found;
    if (idColumn && account[idColumn] !== identity.subject) {
      setProviderId(context.store, account.id, idColumn, identity.subject);
      account = { ...account, [idColumn]: identity.subject };
    }
    return signIn(context, account);
  };
}

export const loginWithGoogle = providerLogin(
  'google',
  (body, context) => readGoogleIdentity(body.response, context),
  'google_id',
);
export const loginWithFacebook = providerLogin('facebook', (body) => readFacebookIdentity(body), 'facebook_id');
export const loginWithAzure = providerLogin('azure', (body, context) => readAzureIdentity(body.response, context));
