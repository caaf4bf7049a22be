// @ts-check
/** POST /api/login_with_google, login_with_facebook, login_with_azure: accounts linked by provider and subject. */
import { createAccount, findAccountByEmail, findLinkedAccount, linkIdentity, setProviderId } from '../db/accounts.mjs';
import { listLanguages } from '../db/operators.mjs';
import { readAzureIdentity } from '../identity/azure.mjs';
import { readFacebookIdentity } from '../identity/facebook.mjs';
import { readGoogleIdentity } from '../identity/google.mjs';
import { HttpError } from '../http/errors.mjs';
import { signIn } from './context.mjs';
import { isEmail } from './validation.mjs';

/** @typedef {import('./context.mjs').ApiContext} ApiContext */
/** @typedef {import('../identity/identity.mjs').ProviderIdentity} ProviderIdentity */

/** The first of the browser's languages the operator supports, else it. @param {ApiContext} context */
function preferredLanguage({ req, store, operator }) {
  const supported = listLanguages(store, operator.key).map((language) => language.id);
  const wanted = String(req.headers['accept-language'] ?? '').split(',').map((part) => part.trim().slice(0, 2).toLowerCase());
  return wanted.find((id) => supported.includes(id)) ?? (supported.includes('it') ? 'it' : supported[0] ?? 'en');
}

/** @param {ApiContext} context @param {string} provider @param {ProviderIdentity} identity */
function findOrCreateAccount(context, provider, identity) {
  const { store, operator } = context;
  const linked = findLinkedAccount(store, operator.key, provider, identity.subject);
  if (linked) return linked;
  const email = identity.email && isEmail(identity.email) ? identity.email : null;
  let account = email ? findAccountByEmail(store, operator.key, email) : undefined;
  if (!account) {
    if (!email) throw new HttpError(400, 'The identity has no valid e-mail address');
    account = createAccount(store, {
      operatorKey: operator.key, name: identity.name || email.slice(0, email.indexOf('@')), surname: identity.surname, email,
      language: preferredLanguage(context), confirmed: true,
    });
  }
  linkIdentity(store, operator.key, provider, identity.subject, account.id);
  return account;
}

/**
 * @param {string} provider
 * @param {(body: Record<string, unknown>, context: ApiContext) => Promise<ProviderIdentity | undefined>} read
 * @param {'google_id' | 'facebook_id'} [idColumn] the account field that carries this provider's id
 * @returns {import('./context.mjs').ApiHandler}
 */
function providerLogin(provider, read, idColumn) {
  return async (context) => {
    const identity = await read(context.body, context);
    if (!identity) throw new HttpError(400, 'Invalid identity response');
    let account = findOrCreateAccount(context, provider, identity);
    if (idColumn && account[idColumn] !== identity.subject) {
      setProviderId(context.store, account.id, idColumn, identity.subject);
      account = { ...account, [idColumn]: identity.subject };
    }
    return signIn(context, account);
  };
}

export const loginWithGoogle = providerLogin('google', (body, context) => readGoogleIdentity(body.response, context), 'google_id');
export const loginWithFacebook = providerLogin('facebook', (body) => readFacebookIdentity(body.profile), 'facebook_id');
export const loginWithAzure = providerLogin('azure', (body, context) => readAzureIdentity(body.response, context));
