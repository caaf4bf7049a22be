// @ts-check
/** The sandbox's own pages and calls under /sandbox: the mail outbox, reset, token expiry, identity stand-ins. */
import { expireTokens } from './auth/tokens.mjs';
import { readJsonBody } from './http/body.mjs';
import { HttpError } from './http/errors.mjs';
import { handleIdentity } from './identity/routes.mjs';
import { sendHtml, sendJson } from './http/respond.mjs';
import { listMails } from './mail/outbox.mjs';
import { renderMailPage } from './mail/mail-page.mjs';

/**
 * Answers /sandbox/…; returns false when the path is not one of them.
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {URL} url @param {{ store: import('./db/store.mjs').Store, reset: () => Promise<void> }} sandbox
 */
export async function handleSandbox(req, res, url, { store, reset }) {
  if (await handleIdentity(req, res, url, { store })) return true;
  const route = `${req.method === 'HEAD' ? 'GET' : req.method} ${url.pathname}`;
  const to = url.searchParams.get('to')?.trim() || undefined;
  switch (route) {
    case 'GET /sandbox/mail':
      sendHtml(res, renderMailPage(listMails(store, to), to));
      return true;
    case 'GET /sandbox/api/mail':
      sendJson(res, 200, listMails(store, to).map(({ id, to: address, subject, text, links, code, created }) =>
        ({ id, to: address, subject, text, links, code, created })));
      return true;
    case 'POST /sandbox/api/reset':
      await reset();
      sendJson(res, 200, { reset: true });
      return true;
    case 'POST /sandbox/api/expire-tokens': {
      const body = await readJsonBody(req);
      const email = typeof body.email === 'string' && body.email.trim() ? body.email.trim() : undefined;
      sendJson(res, 200, { expired: expireTokens(store, email) });
      return true;
    }
    default:
      if (url.pathname.startsWith('/sandbox/')) throw new HttpError(404, 'Not found');
      return false;
  }
}
