// @ts-check
/** The search-engine provider's stand-in: its GIS client script and the account-chooser popup. */
import { readFormBody } from '../http/body.mjs';
import { looksLikeEmail, numericId } from './demo-identities.mjs';
import { nowSeconds, signJwt } from './jwt.mjs';
import { chosenIdentity, renderChooserPage } from './pages/chooser-page.mjs';
import { renderBadRequestPage, renderReturnPage } from './pages/layout.mjs';
import { message, pageLanguage } from './pages/messages.mjs';
import { sendPage } from './pages/send-page.mjs';
import { sendScript } from './serve-script.mjs';
import { GOOGLE_CLIENT_ID, GOOGLE_PATH, googleIssuer } from './settings.mjs';

const PROVIDER = 'Google (sandbox)';
const APP = 'Tapway';

/**
 * The chooser for GET (its query) and POST (its form) alike.
 * @param {import('./routes.mjs').IdentityContext} context @param {URLSearchParams} params
 * @param {{ error?: boolean, values?: Record<string, string> }} [state]
 */
function showChooser({ req, res }, params, state = {}) {
  const language = pageLanguage([params.get('hl')], req.headers['accept-language']);
  if (params.get('client_id') !== GOOGLE_CLIENT_ID) {
    return sendPage(res, renderBadRequestPage(language, PROVIDER, 'unknown client_id'), 400);
  }
  /** @type {[string, string][]} */
  const carried = ['client_id', 'nonce', 'hl', 'select_by'].flatMap((name) => {
    const value = params.get(name);
    return value === null ? [] : [[name, value]];
  });
  sendPage(res, renderChooserPage({
    language, provider: PROVIDER, carried, action: `${GOOGLE_PATH}/chooser`, ...state,
    title: message(language, 'chooseTitle'), intro: message(language, 'chooseIntro', { app: APP }),
  }), state.error ? 400 : 200);
}

/** @param {import('./routes.mjs').IdentityContext} context */
async function choose(context) {
  const form = await readFormBody(context.req);
  const language = pageLanguage([form.get('hl')], context.req.headers['accept-language']);
  if (form.get('client_id') !== GOOGLE_CLIENT_ID) return showChooser(context, form);
  const chosen = chosenIdentity(form, looksLikeEmail);
  if (chosen === 'invalid') return showChooser(context, form, { error: true, values: Object.fromEntries(form) });
  if (chosen === 'cancel') return sendPage(context.res, renderReturnPage(language, PROVIDER, { source: 'sandbox-gsi', type: 'cancel' }));
  const iat = nowSeconds();
  const nonce = form.get('nonce');
  const credential = signJwt({
    iss: googleIssuer(context.origin), azp: GOOGLE_CLIENT_ID, aud: GOOGLE_CLIENT_ID,
    sub: numericId('google', chosen.email, 21), email: chosen.email, email_verified: true,
    name: `${chosen.givenName} ${chosen.familyName}`.trim(), given_name: chosen.givenName, family_name: chosen.familyName,
    iat, nbf: iat, exp: iat + 3600, ...(nonce ? { nonce } : {}),
  });
  const selectBy = form.get('select_by') === 'btn' ? 'btn' : 'user';
  sendPage(context.res, renderReturnPage(language, PROVIDER, { source: 'sandbox-gsi', type: 'credential', credential, select_by: selectBy }));
}

/** @type {Record<string, (context: import('./routes.mjs').IdentityContext) => unknown>} */
export const GOOGLE_ROUTES = {
  [`GET ${GOOGLE_PATH}/gsi-client.js`]: ({ res }) => sendScript(res, 'gsi-client.js'),
  [`GET ${GOOGLE_PATH}/chooser`]: (context) => showChooser(context, context.url.searchParams),
  [`POST ${GOOGLE_PATH}/chooser`]: choose,
};
