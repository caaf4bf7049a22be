// @ts-check
/** The account-chooser popup both social stand-ins serve: GET shows it, POST answers the opener or shows it again. */
import { TooManyAttempts, guarded, throttleKeys } from '../auth/throttle.mjs';
import { authenticateIdentity } from './demo-identities.mjs';
import { readFormBody } from '../http/body.mjs';
import { sendHtml } from '../http/respond.mjs';
import { chosenIdentity, renderChooserPage } from './pages/chooser-page.mjs';
import { pickParams, renderBadRequestPage, renderReturnPage } from './pages/layout.mjs';
import { message, pageLanguage } from './pages/messages.mjs';

/** @typedef {import('./routes.mjs').IdentityContext} IdentityContext */

const APP = 'Tapway';

/**
 * @param {{ path: string, provider: string, source: string, clientParam: string, clientId: string,
 *   languageParam: string, carried: string[], title: import('./pages/messages.mjs').MessageKey,
 *   intro: import('./pages/messages.mjs').MessageKey,
 *   answer: (context: IdentityContext, form: URLSearchParams, chosen: import('./demo-identities.mjs').DemoIdentity) => Record<string, unknown> }} chooser
 *   `answer` is the result handed to the opener (besides `source`) when a person was chosen
 * @returns {Record<string, (context: IdentityContext) => unknown>} "METHOD path" → handler
 */
export function chooserRoutes(chooser) {
  /** @param {IdentityContext} context @param {URLSearchParams} params */
  const languageOf = ({ req }, params) =>
    pageLanguage([params.get(chooser.languageParam)], req.headers['accept-language']);

  /**
   * The chooser for GET (its query) and POST (its form) alike.
   * @param {IdentityContext} context @param {URLSearchParams} params
   * @param {{ error?: import('./pages/chooser-page.mjs').ChooserError, values?: Record<string, string>, retryAfterSeconds?: number }} [state]
   * @param {number} [errorStatus]
   */
  function show(context, params, state = {}, errorStatus = 400) {
    const language = languageOf(context, params);
    if (params.get(chooser.clientParam) !== chooser.clientId) {
      return sendHtml(
        context.res,
        renderBadRequestPage(language, chooser.provider, `unknown ${chooser.clientParam}`),
        400,
      );
    }
    sendHtml(
      context.res,
      renderChooserPage({
        language,
        provider: chooser.provider,
        carried: pickParams(params, chooser.carried),
        action: chooser.path,
        ...state,
        title: message(language, chooser.title),
        intro: message(language, chooser.intro, { app: APP }),
      }),
      state.error ? errorStatus : 200,
    );
  }

  /** @param {IdentityContext} context */
  async function submit(context) {
    const form = await readFormBody(context.req);
    if (form.get(chooser.clientParam) !== chooser.clientId) return show(context, form);
    const values = { email: form.get('email') ?? '' };
    // Another account's password is guessed like a login's: throttled (sandbox/auth/throttle.mjs).
    const signIn = (/** @type {string} */ email, /** @type {string} */ password) =>
      guarded(
        context.throttle,
        throttleKeys(context.req, `idp-${chooser.source}`, email),
        () => authenticateIdentity(email, password),
        (found) => !found,
      );
    let chosen;
    try {
      chosen = await chosenIdentity(form, signIn);
    } catch (error) {
      if (!(error instanceof TooManyAttempts)) throw error;
      context.res.setHeader('Retry-After', String(error.retryAfterSeconds));
      return show(context, form, { error: 'tooManyAttempts', values, retryAfterSeconds: error.retryAfterSeconds }, 429);
    }
    if (chosen === 'missingCredentials' || chosen === 'wrongCredentials')
      return show(context, form, { error: chosen, values });
    const result = chosen === 'cancel' ? { type: 'cancel' } : chooser.answer(context, form, chosen);
    sendHtml(
      context.res,
      renderReturnPage(languageOf(context, form), chooser.provider, { source: chooser.source, ...result }),
    );
  }

  return {
    [`GET ${chooser.path}`]: (context) => show(context, context.url.searchParams),
    [`POST ${chooser.path}`]: submit,
  };
}
