// @ts-check
/** The sandbox's own writes (reset, expiries, the operator's decisions) take only same-origin requests. */
import { HttpError } from './errors.mjs';

/**
 * Refuses a request another site sent: 403 when the browser says it is cross-site or same-site, or, where it says
 * nothing (a script, an older browser), when its Origin is another host or opaque. @param {import('node:http').IncomingMessage} req
 */
export function requireSameOrigin(req) {
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') throw new HttpError(403, 'Cross-site requests are refused');
  // The browser's own word: a page of this origin whose referrer policy is no-referrer (the hosted payment page) posts
  // its forms with `Origin: null`, and Sec-Fetch-Site says same-origin, which no page can set.
  if (site === 'same-origin') return;
  const origin = req.headers.origin;
  if (origin !== undefined) {
    let host = '';
    try {
      host = new URL(origin).host;
    } catch {
      // an opaque origin ("null") is never this host
    }
    if (host !== req.headers.host) throw new HttpError(403, 'Cross-site requests are refused');
  }
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
