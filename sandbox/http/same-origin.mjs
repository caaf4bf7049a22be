// @ts-check
/**
 * Every state-changing route of the sandbox takes only requests its own pages send (sandbox/server.mjs checks it for
 * every method but GET and HEAD, bar the exceptions of sandbox/routes.mjs); its destructive calls also take only JSON.
 */
import { HttpError } from './errors.mjs';

/**
 * Whether another site sent the request. The browser's `Sec-Fetch-Site` decides when it is there: `same-origin`, or
 * `none` (the person typed or bookmarked it), is ours; `same-site` (another port, another host of the domain) and
 * `cross-site` are not. A same-origin form posted from a page whose referrer policy is `no-referrer` (the hosted payment
 * page, the identity stand-ins, the unsubscribe page) carries `Origin: null` beside `Sec-Fetch-Site: same-origin`, so
 * the Origin is read only without it (older browsers): another host, or an opaque origin, is another site. A request
 * with neither header comes from no browser page (a server, a test): no page of another site can send it.
 * @param {import('node:http').IncomingMessage} req
 */
export function isCrossSite(req) {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== req.headers.host;
  } catch {
    return true; // an opaque origin ("null") is never this host
  }
}

/** 403 for a request another site sent. @param {import('node:http').IncomingMessage} req */
export function requireSameOrigin(req) {
  if (isCrossSite(req)) throw new HttpError(403, 'Cross-site requests are refused');
}

/**
 * The sandbox's destructive calls take only a same-origin JSON request: a form another site posts
 * (text/plain, no preflight) must not wipe the data. 415 for another body type, 403 cross-site.
 * @param {import('node:http').IncomingMessage} req
 */
export function requireSameOriginJson(req) {
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase();
  if (type !== 'application/json') throw new HttpError(415, 'Send a JSON body (Content-Type: application/json)');
  requireSameOrigin(req);
}
