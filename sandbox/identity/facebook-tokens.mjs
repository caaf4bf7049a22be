// @ts-check
/**
 * The social network's access tokens: issued by the consent popup, inspected as the Graph API's
 * `debug_token` does (app id, user id, validity, scopes). The product API trusts a profile only
 * from a token that this inspection finds valid, for this app, for the user the browser named.
 */
import { issueHmacToken, readHmacToken } from './hmac-token.mjs';
import { FACEBOOK_APP_ID } from './settings.mjs';

const TOKEN_PURPOSE = 'facebook-access';
export const TOKEN_TTL_SECONDS = 2 * 60 * 60;

/** @typedef {{ userID: string, email: string, firstName: string, lastName: string, scopes: string[] }} FacebookGrant */

/** @param {FacebookGrant} grant @returns {string} */
export const issueFacebookAccessToken = (grant) =>
  issueHmacToken(TOKEN_PURPOSE, { ...grant, appId: FACEBOOK_APP_ID }, TOKEN_TTL_SECONDS);

/** @param {unknown} token @returns {(FacebookGrant & { appId: string, exp: number }) | undefined} the grant behind a valid token */
export function readFacebookGrant(token) {
  const claims = readHmacToken(TOKEN_PURPOSE, token);
  if (!claims || typeof claims.userID !== 'string' || typeof claims.appId !== 'string') return undefined;
  return /** @type {any} */ (claims);
}

/**
 * What `GET /debug_token?input_token=…` answers under `data`.
 * @param {unknown} inputToken
 */
export function inspectFacebookToken(inputToken) {
  const grant = readFacebookGrant(inputToken);
  if (!grant) return { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' } };
  return {
    app_id: grant.appId,
    type: 'USER',
    application: 'Tapway',
    is_valid: true,
    expires_at: Math.floor(grant.exp / 1000),
    scopes: grant.scopes,
    user_id: grant.userID,
  };
}

/**
 * The profile `/me` answers for a grant: the e-mail only with that permission.
 * @param {FacebookGrant} grant @returns {Record<string, unknown>}
 */
export function profileOf(grant) {
  return {
    id: grant.userID,
    first_name: grant.firstName,
    last_name: grant.lastName,
    name: `${grant.firstName} ${grant.lastName}`.trim(),
    ...(grant.scopes.includes('email') ? { email: grant.email } : {}),
  };
}
