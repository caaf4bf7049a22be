// @ts-check
/** The sandbox's own pages and calls under /sandbox: the mail outbox, the gates simulator, the operator's review of claims and of concession requests, the proof providers' pages, reset, token expiry. */
import { expireTokens } from './auth/tokens.mjs';
import { readJsonBody } from './http/body.mjs';
import { sendHtml, sendJson } from './http/respond.mjs';
import { requireSameOriginJson } from './http/same-origin.mjs';
import { listMails } from './mail/outbox.mjs';
import { renderMailPage } from './mail/mail-page.mjs';
import { CLAIMS_REVIEW_ROUTES } from './oms/claims/claims-review-routes.mjs';
import { CONCESSION_REVIEW_ROUTES } from './oms/concessions/concession-review-routes.mjs';
import { PROOF_STANDIN_ROUTES } from './oms/concessions/proof-standin-routes.mjs';
import { DENY_LIST_ROUTES } from './oms/card-status/deny-list-routes.mjs';
import { GATES_ROUTES } from './oms/taps-and-fares/gates-routes.mjs';
import { abandonOpenOrders } from './oms/settlement/orders-db.mjs';
import { sendMonthlyStatements } from './oms/alerts/alert-events.mjs';
import { alertConcessions } from './oms/concessions/concession-alerts.mjs';
import { HttpError } from './http/errors.mjs';

/** @typedef {import('./routes.mjs').SandboxContext} SandboxContext */

/** @param {URL} url */
const recipient = (url) => url.searchParams.get('to')?.trim() || undefined;

/** @type {Record<string, (context: SandboxContext) => unknown>} */
export const SANDBOX_ROUTES = {
  ...GATES_ROUTES,
  ...CLAIMS_REVIEW_ROUTES,
  ...CONCESSION_REVIEW_ROUTES,
  ...PROOF_STANDIN_ROUTES,
  ...DENY_LIST_ROUTES,
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
  // The operator's daily run of concession alerts: renewal windows opening, concessions running out (once each).
  'POST /sandbox/api/concession-alerts': async ({ req, res, store, origin, publicOrigin }) => {
    requireSameOriginJson(req);
    const body = await readJsonBody(req);
    const email = typeof body.email === 'string' && body.email.trim() ? body.email.trim() : undefined;
    sendJson(res, 200, { sent: alertConcessions(store, email ? { email } : {}, publicOrigin ?? origin) });
  },
  // The operator's monthly statement run (alerts), which a real operator schedules: last month unless `month` says.
  'POST /sandbox/api/monthly-statements': async ({ req, res, store, origin, publicOrigin }) => {
    requireSameOriginJson(req);
    const body = await readJsonBody(req);
    const email = typeof body.email === 'string' && body.email.trim() ? body.email.trim() : undefined;
    const last = new Date();
    last.setUTCDate(0);
    const month = body.month === undefined ? last.toISOString().slice(0, 7) : body.month;
    if (typeof month !== 'string' || !/^\d{4}-(0[1-9]|1[0-2])$/.test(month))
      throw new HttpError(400, 'month must be YYYY-MM');
    sendJson(res, 200, {
      sent: sendMonthlyStatements(store, { month, ...(email ? { email } : {}) }, publicOrigin ?? origin),
    });
  },
};
