// @ts-check
/** The sandbox's own pages and calls under /sandbox: the mail outbox, the gates simulator, reset, token expiry. */
import { expireTokens } from './auth/tokens.mjs';
import { readJsonBody } from './http/body.mjs';
import { HttpError } from './http/errors.mjs';
import { sendHtml, sendJson } from './http/respond.mjs';
import { listMails } from './mail/outbox.mjs';
import { renderMailPage } from './mail/mail-page.mjs';
import { GATES_ROUTES } from './oms/gates-routes.mjs';
import { abandonOpenOrders } from './oms/orders-db.mjs';

/** @typedef {import('./routes.mjs').SandboxContext} SandboxContext */

/**
 * The sandbox's destructive calls take only a same-origin JSON request: a form another site posts
 * (text/plain, no preflight) must not wipe the data. 415 for another body type, 403 cross-site.
 * @param {import('node:http').IncomingMessage} req
 */
function requireSameOriginJson(req) {
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase();
  if (type !== 'application/json') throw new HttpError(415, 'Send a JSON body (Content-Type: application/json)');
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') throw new HttpError(403, 'Cross-site requests are refused');
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

/** @param {URL} url */
const recipient = (url) => url.searchParams.get('to')?.trim() || undefined;

/** @type {Record<string, (context: SandboxContext) => unknown>} */
export const SANDBOX_ROUTES = {
  ...GATES_ROUTES,
  'GET /sandbox/mail': ({ res, url, store }) =>
    sendHtml(res, renderMailPage(listMails(store, recipient(url)), recipient(url))),
  'GET /sandbox/api/mail': ({ res, url, store }) =>
    sendJson(
      res,
      200,
      listMails(store, recipient(url)).map(({ id, to, subject, text, links, code, created }) => ({
        id,
        to,
        subject,
        text,
        links,
        code,
        created,
      })),
    ),
  'POST /sandbox/api/reset': async ({ req, res, reset }) => {
    requireSameOriginJson(req);
    await reset();
    sendJson(res, 200, { reset: true });
  },
  'POST /sandbox/api/expire-tokens': async ({ req, res, store }) => {
    requireSameOriginJson(req);
    const body = await readJsonBody(req);
    const email = typeof body.email === 'string' && body.email.trim() ? body.email.trim() : undefined;
    sendJson(res, 200, { expired: expireTokens(store, email) });
  },
  // Unpaid settlement orders (of one address) count as abandoned, as after the hosted page's lifetime.
  'POST /sandbox/api/expire-orders': async ({ req, res, store }) => {
    requireSameOriginJson(req);
    const body = await readJsonBody(req);
    const email = typeof body.email === 'string' && body.email.trim() ? body.email.trim() : undefined;
    sendJson(res, 200, { expired: abandonOpenOrders(store, email) });
  },
};
