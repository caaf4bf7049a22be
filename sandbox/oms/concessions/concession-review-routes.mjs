// @ts-check
/**
 * The operator's review of concession requests (sandbox only, not part of a real operator): its page,
 * `GET /sandbox/concessions`, and its form, `POST /sandbox/concessions` (`id`, `action` approve | refuse, `reason`;
 * same-origin, as every post) — docs/contracts.md#sandbox-only-endpoints-not-part-of-a-real-operator.
 */
import { hasVisibleText } from '../../../contract/operator-rules.mjs';
import { readFormBody } from '../../http/body.mjs';
import { HttpError } from '../../http/errors.mjs';
import { sendHtml } from '../../http/respond.mjs';
import { decideRequest, openRequests } from './concession-requests.mjs';
import { renderConcessionReviewPage } from './concession-review-page.mjs';

/** @typedef {import('../../routes.mjs').SandboxContext} SandboxContext */

/** The page's form: approve or refuse one request; answers what happened. @param {SandboxContext} context @param {Record<string, string>} form */
function applyForm({ store, origin, publicOrigin }, form) {
  if (form.action !== 'approve' && form.action !== 'refuse')
    throw new HttpError(400, 'Choose approve or refuse', {}, { code: 'bad_decision' });
  const reason = form.action === 'refuse' && hasVisibleText(form.reason ?? '') ? String(form.reason).trim() : null;
  const decided = decideRequest(store, {
    id: form.id ?? '',
    decision: form.action === 'approve' ? 'approved' : 'refused',
    reason,
    origin: publicOrigin ?? origin,
  });
  return decided.status === 'approved'
    ? `${decided.id} approved: the concession is granted; the rider was mailed.`
    : `${decided.id} refused (${decided.reason}); the rider was mailed.`;
}

/** @type {Record<string, (context: SandboxContext) => unknown>} */
export const CONCESSION_REVIEW_ROUTES = {
  'GET /sandbox/concessions': ({ res, store }) =>
    sendHtml(res, renderConcessionReviewPage({ requests: openRequests(store) })),
  'POST /sandbox/concessions': async (context) => {
    const form = Object.fromEntries(await readFormBody(context.req));
    try {
      const message = applyForm(context, form);
      sendHtml(
        context.res,
        renderConcessionReviewPage({ requests: openRequests(context.store), outcome: { message } }),
      );
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      sendHtml(
        context.res,
        renderConcessionReviewPage({ requests: openRequests(context.store), outcome: { error: error.message } }),
        error.status,
      );
    }
  },
};
