// @ts-check
/**
 * The social network's login: the browser sends the SDK's access token and user id (and the profile
 * it read, which is ignored). The token is inspected as the Graph API's debug_token does; only a
 * valid token of this app, for the user the browser named, is believed, and the profile is the
 * one the token grants, never the body's.
 */
import { isObject, toIdentity } from './identity.mjs';
import { profileOf, readFacebookGrant } from './facebook-tokens.mjs';
import { FACEBOOK_APP_ID } from './settings.mjs';

/** @param {Record<string, unknown>} body @returns {Promise<import("./identity.mjs").ProviderIdentity | undefined>} */
export async function readFacebookIdentity(body) {
  if (!isObject(body) || typeof body.accessToken !== 'string' || typeof body.userID !== 'string') return undefined;
  // What debug_token answers (inspectFacebookToken reads the same grant): valid, this app, this user.
  const grant = readFacebookGrant(body.accessToken);
  if (!grant || grant.appId !== FACEBOOK_APP_ID || grant.userID !== body.userID) return undefined;
  const profile = profileOf(grant);
  return toIdentity({
    subject: profile.id,
    email: profile.email,
    name: profile.first_name,
    surname: profile.last_name,
  });
}
