// @ts-check
/** The social network's stand-in: its JavaScript SDK, the consent popup, the Graph API's /me and debug_token. */
import { sendJson } from '../http/respond.mjs';
import { chooserRoutes } from './chooser-routes.mjs';
import { numericId } from './demo-identities.mjs';
import {
  TOKEN_TTL_SECONDS,
  inspectFacebookToken,
  issueFacebookAccessToken,
  profileOf,
  readFacebookGrant,
} from './facebook-tokens.mjs';
import { sendScript } from './serve-script.mjs';
import { FACEBOOK_APP_ID, FACEBOOK_APP_SECRET, FACEBOOK_PATH } from './settings.mjs';

/** The consent popup: the chosen person's access token, with the e-mail permission only when the app asked for it. */
const CONSENT = chooserRoutes({
  path: `${FACEBOOK_PATH}/dialog`,
  provider: 'Facebook (sandbox)',
  source: 'sandbox-fb',
  clientParam: 'app_id',
  clientId: FACEBOOK_APP_ID,
  languageParam: 'locale',
  carried: ['app_id', 'scope', 'locale'],
  title: 'consentTitle',
  intro: 'consentIntro',
  answer: (_context, form, chosen) => {
    const scopes = [
      'public_profile',
      ...(form.get('scope') ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s === 'email'),
    ];
    const userID = numericId('facebook', chosen.email, 16);
    const accessToken = issueFacebookAccessToken({
      userID,
      email: chosen.email,
      firstName: chosen.givenName,
      lastName: chosen.familyName,
      scopes,
    });
    return {
      type: 'auth',
      auth: { accessToken, userID, grantedScopes: scopes.join(','), expiresAt: Date.now() + TOKEN_TTL_SECONDS * 1000 },
    };
  },
});

const INVALID_TOKEN = { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } };

/** GET /graph/me?fields=…&access_token=…: the person behind the token, e-mail only with that permission. */
function me(/** @type {import('./routes.mjs').IdentityContext} */ { res, url }) {
  const grant = readFacebookGrant(url.searchParams.get('access_token'));
  if (!grant) return sendJson(res, 400, INVALID_TOKEN);
  const fields = (url.searchParams.get('fields') ?? 'id,name').split(',').map((field) => field.trim());
  sendJson(
    res,
    200,
    Object.fromEntries(Object.entries(profileOf(grant)).filter(([field]) => field === 'id' || fields.includes(field))),
  );
}

/** GET /graph/debug_token?input_token=…&access_token={app-id}|{app-secret}: what a back end asks before trusting a token. */
function debugToken(/** @type {import('./routes.mjs').IdentityContext} */ { res, url }) {
  if (url.searchParams.get('access_token') !== `${FACEBOOK_APP_ID}|${FACEBOOK_APP_SECRET}`)
    return sendJson(res, 400, INVALID_TOKEN);
  sendJson(res, 200, { data: inspectFacebookToken(url.searchParams.get('input_token')) });
}

/** @type {Record<string, (context: import('./routes.mjs').IdentityContext) => unknown>} */
export const FACEBOOK_ROUTES = {
  [`GET ${FACEBOOK_PATH}/sdk.js`]: ({ res }) => sendScript(res, 'facebook-sdk.js'),
  ...CONSENT,
  [`GET ${FACEBOOK_PATH}/graph/me`]: me,
  [`GET ${FACEBOOK_PATH}/graph/debug_token`]: debugToken,
};
