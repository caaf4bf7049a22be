// @ts-check
/** Stand-in for the social network: reads the profile the client fetched from its SDK. */
import { isObject, toIdentity } from './identity.mjs';

/** @param {unknown} profile @returns {Promise<import("./identity.mjs").ProviderIdentity | undefined>} */
export async function readFacebookIdentity(profile) {
  if (!isObject(profile)) return undefined;
  const id = typeof profile.id === 'number' ? String(profile.id) : profile.id;
  return toIdentity({ subject: id, email: profile.email, name: profile.first_name, surname: profile.last_name });
}
