// @ts-check
/** The social network's stand-in: its JavaScript SDK, the consent popup and the Graph API's /me. */
import { sendJson } from '../http/respond.mjs';
import { looksLikeEmail, numericId } from './demo-identities.mjs';
import { readFormBody } from '../http/body.mjs';
import { issueHmacToken, readHmacToken } from './hmac-token.mjs';
import { chosenIdentity, renderChooserPage } from './pages/chooser-page.mjs';
import { renderBadRequestPage, renderReturnPage } from './pages/layout.mjs';
import { message, pageLanguage } from './pages/messages.mjs';
import { sendPage } from './pages/send-page.mjs';
import { sendScript } from './serve-script.mjs';
import { FACEBOOK_APP_ID, FACEBOOK_PATH } from './settings.mjs';

const PROVIDER = 'Facebook (sandbox)';
const TOKEN_PURPOSE = 'facebook-access';
const TOKEN_TTL_SECONDS = 2 * 60 * 60;

/**
 * @param {import('./routes.mjs').IdentityContext} context @param {URLSearchParams} params
 * @param {{ error?: boolean, values?: Record<string, string> }} [state]
 */
function showDialog({ req, res }, params, state = {}) {
  const language = pageLanguage([params.get('locale')], req.headers['accept-language']);
  if (params.get('app_id') !== FACEBOOK_APP_ID) return sendPage(res, renderBadRequestPage(language, PROVIDER, 'unknown app_id'), 400);
  /** @type {[string, string][]} */
  const carried = ['app_id', 'scope', 'locale'].flatMap((name) => {
    const value = params.get(name);
    return value === null ? [] : [[name, value]];
  });
  sendPage(res, renderChooserPage({
    language, provider: PROVIDER, carried, action: `${FACEBOOK_PATH}/dialog`, ...state,
    title: message(language, 'consentTitle'), intro: message(language, 'consentIntro', { app: 'Tapway' }),
  }), state.error ? 400 : 200);
}

/** @param {import('./routes.mjs').IdentityContext} context */
async function consent(context) {
  const form = await readFormBody(context.req);
  const language = pageLanguage([form.get('locale')], context.req.headers['accept-language']);
  if (form.get('app_id') !== FACEBOOK_APP_ID) return showDialog(context, form);
  const chosen = chosenIdentity(form, looksLikeEmail);
  if (chosen === 'invalid') return showDialog(context, form, { error: true, values: Object.fromEntries(form) });
  if (chosen === 'cancel') return sendPage(context.res, renderReturnPage(language, PROVIDER, { source: 'sandbox-fb', type: 'cancel' }));
  const scopes = ['public_profile', ...(form.get('scope') ?? '').split(',').map((s) => s.trim()).filter((s) => s === 'email')];
  const userID = numericId('facebook', chosen.email, 16);
  const accessToken = issueHmacToken(TOKEN_PURPOSE, {
    userID, email: chosen.email, firstName: chosen.givenName, lastName: chosen.familyName, scopes,
  }, TOKEN_TTL_SECONDS);
  const auth = { accessToken, userID, grantedScopes: scopes.join(','), expiresAt: Date.now() + TOKEN_TTL_SECONDS * 1000 };
  sendPage(context.res, renderReturnPage(language, PROVIDER, { source: 'sandbox-fb', type: 'auth', auth }));
}

/** GET /graph/me?fields=…&access_token=…: the person behind the token, e-mail only with that permission. */
function me(/** @type {import('./routes.mjs').IdentityContext} */ { res, url }) {
  const token = readHmacToken(TOKEN_PURPOSE, url.searchParams.get('access_token'));
  if (!token) {
    return sendJson(res, 400, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } });
  }
  const scopes = Array.isArray(token.scopes) ? token.scopes : [];
  /** @type {Record<string, unknown>} */
  const profile = {
    id: token.userID, first_name: token.firstName, last_name: token.lastName,
    name: `${token.firstName} ${token.lastName}`.trim(), ...(scopes.includes('email') ? { email: token.email } : {}),
  };
  const fields = (url.searchParams.get('fields') ?? 'id,name').split(',').map((field) => field.trim());
  sendJson(res, 200, Object.fromEntries(Object.entries(profile).filter(([field]) => field === 'id' || fields.includes(field))));
}

/** @type {Record<string, (context: import('./routes.mjs').IdentityContext) => unknown>} */
export const FACEBOOK_ROUTES = {
  [`GET ${FACEBOOK_PATH}/sdk.js`]: ({ res }) => sendScript(res, 'facebook-sdk.js'),
  [`GET ${FACEBOOK_PATH}/dialog`]: (context) => showDialog(context, context.url.searchParams),
  [`POST ${FACEBOOK_PATH}/dialog`]: consent,
  [`GET ${FACEBOOK_PATH}/graph/me`]: me,
};
