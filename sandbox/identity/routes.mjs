// @ts-check
/** The identity stand-ins' pages, scripts and endpoints (the OIDC authority, search engine, social network, captcha). */
import { CAPTCHA_ROUTES } from './captcha-routes.mjs';
import { FACEBOOK_ROUTES } from './facebook-routes.mjs';
import { GOOGLE_ROUTES } from './google-routes.mjs';
import { OIDC_ROUTES } from './oidc/routes.mjs';
import { sendScript } from './serve-script.mjs';

/**
 * @typedef {{ req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, url: URL,
 *   store: import('../db/store.mjs').Store, origin: string, throttle: import('../auth/throttle.mjs').Throttle,
 *   sessions: import('../auth/session.mjs').Sessions }} IdentityContext
 */

/** @type {Record<string, (context: IdentityContext) => unknown>} "METHOD path" → handler */
const ROUTES = {
  ...OIDC_ROUTES,
  ...GOOGLE_ROUTES,
  ...FACEBOOK_ROUTES,
  ...CAPTCHA_ROUTES,
  'GET /sandbox/identity/popup-return.js': ({ res }) => sendScript(res, 'popup-return.js'),
};

/**
 * The stand-ins' routes for the sandbox's table. The sandbox speaks http only; the Host header
 * names the origin the browser used.
 * @type {Record<string, (context: import('../routes.mjs').SandboxContext) => unknown>}
 */
export const IDENTITY_ROUTES = Object.fromEntries(
  Object.entries(ROUTES).map(([route, handler]) => [
    route,
    ({ req, res, url, store, throttle, sessions }) =>
      handler({ req, res, url, store, throttle, sessions, origin: `http://${req.headers.host ?? 'localhost'}` }),
  ]),
);
