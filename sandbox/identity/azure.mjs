// @ts-check
/**
 * The enterprise provider: reads the identity-token claims of the popup's auth response.
 * The id token itself is not verified yet; tighten it here.
 */
import { isObject, toIdentity } from './identity.mjs';

/** @param {unknown} response @returns {Promise<import("./identity.mjs").ProviderIdentity | undefined>} */
export async function readAzureIdentity(response) {
  if (!isObject(response) || !isObject(response.idTokenClaims)) return undefined;
  const claims = response.idTokenClaims;
  return toIdentity({
    subject: claims.oid ?? claims.sub,
    email: claims.email ?? claims.preferred_username,
    name: claims.given_name,
    surname: claims.family_name,
    fullName: claims.name,
  });
}
