// @ts-check
/** The social network's stand-in: its JavaScript SDK, the consent popup and the Graph API's /me. */
import { sendJson } from '../http/respond.mjs';
import { chooserRoutes } from './chooser-routes.mjs';
import { numericId } from './demo-identities.mjs';
import { issueHmacToken, readHmacToken } from './hmac-token.mjs';
import { sendScript } from './serve-script.mjs';
import { FACEBOOK_APP_ID, FACEBOOK_PATH } from './settings.mjs';

const TOKEN_PURPOSE = 'facebook-access';
const TOKEN_TTL_SECONDS = 2 * 60 * 60;

/** The consent popup: the chosen person's access token, with the e-mail permission only when the app asked for it. */
const CONSENT = chooserRoutes({
  path: `${FACEBOOK_PATH}/dialog`, provider: 'Facebook (sandbox)', source: 'sandbox-fb',
  clientParam: 'app_id', clientId: FACEBOOK_APP_ID, languageParam: 'locale',
  carried: ['app_id', 'scope', 'locale'], title: 'consentTitle', intro: 'consentIntro',
  answer: (_context, form, chosen) => {
    const scopes = ['public_profile', ...(form.get('scope') ?? '').split(',').map((s) => s.trim()).filter((s) => s === 'email')];
    const userID = numericId('facebook', chosen.email, 16);
    const accessToken = issueHmacToken(TOKEN_PURPOSE, {
      userID, email: chosen.email, firstName: chosen.givenName, lastName: chosen.familyName, scopes,
    }, TOKEN_TTL_SECONDS);
    return { type: 'auth', auth: { accessToken, userID, grantedScopes: scopes.join(','), expiresAt: Date.now() + TOKEN_TTL_SECONDS * 1000 } };
  },
});

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
  ...CONSENT,
  [`GET ${FACEBOOK_PATH}/graph/me`]: me,
};
