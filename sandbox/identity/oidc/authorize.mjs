// @ts-check
/** GET and POST {authority}/authorize: the sign-in popup; answers the redirect URI with a code or an error. */
import { TooManyAttempts, guarded, throttleKeys } from '../../auth/throttle.mjs';
import { findAccountByEmail } from '../../db/accounts.mjs';
import { findOperator } from '../../db/operators.mjs';
import { readFormBody } from '../../http/body.mjs';
import { redirect, sendHtml } from '../../http/respond.mjs';
import { renderBadRequestPage } from '../pages/layout.mjs';
import { pageLanguage } from '../pages/messages.mjs';
import { answerUrl, carriedParams, checkAuthorizeRequest } from './authorize-request.mjs';
import { issueCode } from './codes.mjs';
import { authenticate } from './directory.mjs';
import { DIRECTORY_NAME, renderSignInPage } from './sign-in-page.mjs';

/** @typedef {import('../routes.mjs').IdentityContext} IdentityContext */

/**
 * @param {IdentityContext} context @param {URLSearchParams} params @param {string} operatorKey
 * @param {{ email: string, error: 'wrongCredentials' | 'missingCredentials' | 'tooManyAttempts' | null, retryAfterSeconds?: number }} form
 * @param {number} [status]
 */
function showSignIn({ req, res, store }, params, operatorKey, form, status = 200) {
  const language = pageLanguage([params.get('ui_locales')], req.headers['accept-language']);
  const operatorName = findOperator(store, operatorKey)?.name ?? operatorKey;
  const html = renderSignInPage({ language, operatorKey, operatorName, carried: carriedParams(params), ...form });
  if (form.retryAfterSeconds) res.setHeader('Retry-After', String(form.retryAfterSeconds));
  sendHtml(res, html, status);
}

/** @param {IdentityContext} context @param {URLSearchParams} params */
function check(context, params) {
  const checked = checkAuthorizeRequest(params, context.origin);
  if (checked.kind === 'unsafe') {
    const language = pageLanguage([params.get('ui_locales')], context.req.headers['accept-language']);
    sendHtml(context.res, renderBadRequestPage(language, DIRECTORY_NAME, checked.reason), 400);
    return undefined;
  }
  if (checked.kind === 'redirect-error') {
    redirect(context.res, answerUrl(checked.request, { error: checked.error, error_description: checked.description }));
    return undefined;
  }
  return checked.request;
}

/** @param {IdentityContext} context */
export function showAuthorize(context) {
  const request = check(context, context.url.searchParams);
  if (request)
    showSignIn(context, context.url.searchParams, request.operatorKey, { email: request.loginHint ?? '', error: null });
}

/** @param {IdentityContext} context */
export async function submitAuthorize(context) {
  const form = await readFormBody(context.req);
  const request = check(context, form);
  if (!request) return;
  if (form.get('action') === 'cancel') {
    return redirect(
      context.res,
      answerUrl(request, { error: 'access_denied', error_description: 'The user cancelled the sign-in.' }),
    );
  }
  const email = (form.get('email') ?? '').trim();
  const password = form.get('password') ?? '';
  if (!email || !password)
    return showSignIn(context, form, request.operatorKey, { email, error: 'missingCredentials' }, 400);
  // The same keys as the product API's login (sandbox/auth/throttle.mjs): the directory's page gives no
  // guesses of its own beside the login's, and a known device of the account counts on its own.
  const known = findAccountByEmail(context.store, request.operatorKey, email);
  const device = known && context.sessions.ownDevice(context.req, request.operatorKey, known.id);
  const keys = throttleKeys(context.req, 'login', `${request.operatorKey}:${email}`, device);
  let account;
  try {
    account = await guarded(
      context.throttle,
      keys,
      () => authenticate(context.store, request.operatorKey, email, password),
      (found) => !found,
    );
  } catch (error) {
    if (!(error instanceof TooManyAttempts)) throw error;
    return showSignIn(
      context,
      form,
      request.operatorKey,
      { email, error: 'tooManyAttempts', retryAfterSeconds: error.retryAfterSeconds },
      429,
    );
  }
  if (!account) return showSignIn(context, form, request.operatorKey, { email, error: 'wrongCredentials' }, 401);
  const code = issueCode({
    clientId: request.clientId,
    redirectUri: request.redirectUri,
    codeChallenge: request.codeChallenge,
    nonce: request.nonce,
    scope: request.scope,
    operatorKey: request.operatorKey,
    accountId: account.id,
  });
  redirect(context.res, answerUrl(request, { code }));
}
