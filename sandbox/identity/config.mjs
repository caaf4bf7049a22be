// @ts-check
/** Identity-provider and captcha settings served in the runtime configuration (docs/identity-providers.md). */
import { openIdConfiguration } from './oidc/discovery.mjs';
import {
  AZURE_CLIENTS,
  CAPTCHA_PATH,
  FACEBOOK_API_VERSION,
  FACEBOOK_APP_ID,
  FACEBOOK_PATH,
  GOOGLE_CLIENT_ID,
  GOOGLE_PATH,
  RECAPTCHA_SITE_KEY,
  msalRedirectUri,
  oidcIssuer,
} from './settings.mjs';

/**
 * The enterprise directory of one operator, as MSAL (OIDC protocol mode) is configured against it.
 * @param {string} origin @param {string} clientId */
function azure(origin, clientId) {
  return {
    clientId,
    authority: oidcIssuer(origin),
    knownAuthorities: [new URL(origin).host],
    protocolMode: 'OIDC',
    redirectUri: msalRedirectUri(origin),
    postLogoutRedirectUri: msalRedirectUri(origin),
    authorityMetadata: openIdConfiguration(origin),
  };
}

/** The providers an operator's identity settings switch off (the enterprise operator signs in with its directory only). */
const SWITCHED_OFF = /** @type {Readonly<Record<string, readonly string[]>>} */ ({
  enterprise: ['google', 'facebook'],
});

/**
 * Whether the operator offers sign-in with `provider`: what the portal shows, and what every
 * `login_with_*` checks before reading a credential.
 * @param {string} operatorKey @param {'google' | 'facebook' | 'azure'} provider
 */
export function providerEnabled(operatorKey, provider) {
  if (SWITCHED_OFF[operatorKey]?.includes(provider)) return false;
  return provider !== 'azure' || Boolean(AZURE_CLIENTS[operatorKey]);
}

/**
 * Providers for every operator, with per-operator overrides (null turns a provider off).
 * @param {{ origin: string }} context @returns {Record<string, unknown>}
 */
export function identityConfig({ origin }) {
  return {
    google: { clientId: GOOGLE_CLIENT_ID, scriptUrl: `${GOOGLE_PATH}/gsi-client.js` },
    facebook: { appId: FACEBOOK_APP_ID, sdkUrl: `${FACEBOOK_PATH}/sdk.js`, version: FACEBOOK_API_VERSION },
    azure: azure(origin, AZURE_CLIENTS.metro ?? ''),
    operators: {
      enterprise: {
        azure: azure(origin, AZURE_CLIENTS.enterprise ?? ''),
        ...Object.fromEntries((SWITCHED_OFF.enterprise ?? []).map((provider) => [provider, null])),
      },
    },
  };
}

/** The stand-in's URLs are relative, so unlike identityConfig it needs no origin. @returns {Record<string, unknown>} */
export function captchaConfig() {
  return { provider: 'recaptcha-v3', siteKey: RECAPTCHA_SITE_KEY, scriptUrl: `${CAPTCHA_PATH}/api.js` };
}
