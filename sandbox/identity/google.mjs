// @ts-check
/**
 * The search-engine provider: reads the credential (an ID token JWT) of its credential response,
 * only when the sandbox's stand-in issued it for this portal's client id and it has not expired.
 */
import { isObject, toIdentity } from './identity.mjs';
import { verifyJwt } from './jwt.mjs';
import { GOOGLE_CLIENT_ID, googleIssuer } from './settings.mjs';

/**
 * @param {unknown} response @param {{ origin: string }} context
 * @returns {Promise<import("./identity.mjs").ProviderIdentity | undefined>}
 */
export async function readGoogleIdentity(response, { origin }) {
  if (!isObject(response)) return undefined;
  const claims = verifyJwt(response.credential, { issuer: googleIssuer(origin), audience: GOOGLE_CLIENT_ID });
  if (!claims) return undefined;
  return toIdentity({
    subject: claims.sub,
    email: claims.email_verified === false ? null : claims.email,
    name: claims.given_name,
    surname: claims.family_name,
    fullName: claims.name,
  });
}
