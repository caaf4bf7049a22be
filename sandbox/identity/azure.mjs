// @ts-check
/**
 * The enterprise provider: reads the id token of the popup's auth response. Only a token the sandbox
 * authority signed, for this operator's client id, still valid, is believed; the response's
 * `idTokenClaims` are the browser's copy and are ignored.
 */
import { isObject, toIdentity } from './identity.mjs';
import { verifyJwt } from './jwt.mjs';
import { AZURE_CLIENTS, oidcIssuer } from './settings.mjs';

/**
 * @param {unknown} response @param {{ origin: string, operator: { key: string } }} context
 * @returns {Promise<import("./identity.mjs").ProviderIdentity | undefined>}
 */
export async function readAzureIdentity(response, { origin, operator }) {
  const clientId = AZURE_CLIENTS[operator.key];
  if (!isObject(response) || !clientId) return undefined;
  const claims = verifyJwt(response.idToken, { issuer: oidcIssuer(origin), audience: clientId });
  if (!claims) return undefined;
  return toIdentity({
    subject: claims.oid ?? claims.sub,
    email: claims.email ?? claims.preferred_username,
    name: claims.given_name,
    surname: claims.family_name,
    fullName: claims.name,
  });
}
