// @ts-check
/** The identity stand-ins' pages, scripts and endpoints (the OIDC authority, search engine, social network, captcha). */
import { CAPTCHA_ROUTES } from './captcha-routes.mjs';
import { FACEBOOK_ROUTES } from './facebook-routes.mjs';
import { GOOGLE_ROUTES } from './google-routes.mjs';
import { OIDC_ROUTES } from './oidc/routes.mjs';
import { sendScript } from './serve-script.mjs';

/**
 * @typedef {{ req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, url: URL,
 *   store: import('../db/store.mjs').Store, origin: string }} IdentityContext
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
 * Answers the identity stand-ins' paths; false when the request is not one of them.
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {URL} url @param {{ store: import('../db/store.mjs').Store }} sandbox
 */
export async function handleIdentity(req, res, url, { store }) {
  const route = `${req.method === 'HEAD' ? 'GET' : req.method} ${url.pathname}`;
  const handler = Object.hasOwn(ROUTES, route) ? ROUTES[route] : undefined;
  if (!handler) return false;
  // The sandbox speaks http only; the Host header names the origin the browser used.
  const origin = `http://${req.headers.host ?? 'localhost'}`;
  await handler({ req, res, url, store, origin });
  return true;
}
