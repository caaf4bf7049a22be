// @ts-check
/**
 * Stand-in for the search-engine provider: reads the credential (a JWT) of its credential response.
 * The signature is not checked in the sandbox; tighten it here.
 */
import { isObject, toIdentity } from './identity.mjs';

/** @param {unknown} response @returns {Promise<import("./identity.mjs").ProviderIdentity | undefined>} */
export async function readGoogleIdentity(response) {
  if (!isObject(response) || typeof response.credential !== 'string') return undefined;
  const [, body, signature, ...rest] = response.credential.split('.');
  if (body === undefined || signature === undefined || rest.length > 0) return undefined;
  let payload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isObject(payload)) return undefined;
  return toIdentity({ subject: payload.sub, email: payload.email, name: payload.given_name,
    surname: payload.family_name, fullName: payload.name });
}
