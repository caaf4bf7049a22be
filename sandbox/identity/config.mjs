// @ts-check
/** Identity-provider and captcha settings served in the runtime configuration (docs/identity-providers.md). */
import { openIdConfiguration } from './oidc/discovery.mjs';
import {
  AZURE_CLIENTS, CAPTCHA_PATH, FACEBOOK_API_VERSION, FACEBOOK_APP_ID, FACEBOOK_PATH, GOOGLE_CLIENT_ID, GOOGLE_PATH,
  RECAPTCHA_SITE_KEY, msalRedirectUri, oidcIssuer,
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
      enterprise: { azure: azure(origin, AZURE_CLIENTS.enterprise ?? ''), google: null, facebook: null },
    },
  };
}

/** The stand-in's URLs are relative, so unlike identityConfig it needs no origin. @returns {Record<string, unknown>} */
export function captchaConfig() {
  return { provider: 'recaptcha-v3', siteKey: RECAPTCHA_SITE_KEY, scriptUrl: `${CAPTCHA_PATH}/api.js` };
}
