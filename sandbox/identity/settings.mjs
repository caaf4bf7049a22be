// @ts-check
/** The sandbox's registrations at its identity stand-ins: client ids, keys and paths. Nothing here is secret. */

/** The search-engine provider's OAuth client id of the sandbox portal. */
export const GOOGLE_CLIENT_ID = 'tapway-sandbox.apps.googleusercontent.example';
/** The social network's app id of the sandbox portal. */
export const FACEBOOK_APP_ID = '700000000000001';
export const FACEBOOK_API_VERSION = 'v19.0';
/**
 * The app secret the back end shows the social network when it inspects a token (debug_token). A
 * real one stays on the server: it is not in the runtime configuration and never in the bundle.
 */
export const FACEBOOK_APP_SECRET = 'sandbox-facebook-app-secret';
/** The bot-protection site key of the sandbox portal. */
export const RECAPTCHA_SITE_KEY = 'tapway-sandbox-recaptcha-site-key';

/** The enterprise directory's client id per operator: each operator signs in against its own directory. */
export const AZURE_CLIENTS = /** @type {Readonly<Record<string, string>>} */ ({
  metro: 'tapway-sandbox-metro',
  enterprise: 'tapway-sandbox-enterprise',
});

/** The portal's MSAL redirect bridge page: the only redirect and post-logout URI registered. */
const MSAL_REDIRECT_PATH = '/msal-redirect.html';
export const OIDC_PATH = '/sandbox/oidc';
export const GOOGLE_PATH = '/sandbox/identity/google';
export const FACEBOOK_PATH = '/sandbox/identity/facebook';
export const CAPTCHA_PATH = '/sandbox/identity/captcha';

/** @param {string} clientId @returns {string | undefined} the operator whose directory the client signs in to */
export const operatorOfClient = (clientId) => Object.keys(AZURE_CLIENTS).find((key) => AZURE_CLIENTS[key] === clientId);

/**
 * The authority's issuer. It names https although the sandbox listens on http: msal-common accepts
 * only https authorities, and MSAL reads the endpoints from inline metadata (docs/identity-providers.md).
 * @param {string} origin the portal origin, http://host:port
 */
export const oidcIssuer = (origin) => `https://${new URL(origin).host}${OIDC_PATH}`;

/** The search-engine stand-in's issuer. @param {string} origin */
export const googleIssuer = (origin) => `${origin}${GOOGLE_PATH}`;

/** @param {string} origin */
export const msalRedirectUri = (origin) => `${origin}${MSAL_REDIRECT_PATH}`;
