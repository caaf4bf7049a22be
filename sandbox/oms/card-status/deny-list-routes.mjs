// @ts-check
/**
 * The deny list's sandbox-only controls (docs/contracts.md#sandbox-only-endpoints-not-part-of-a-real-operator): what the
 * operator's back office does by hand or by its schedule (a lift, a retry run now), called by testers. Same-origin JSON
 * only, as reset.
 */
import { readJsonBody } from '../../http/body.mjs';
import { HttpError } from '../../http/errors.mjs';
import { sendJson } from '../../http/respond.mjs';
import { requireSameOriginJson } from '../../http/same-origin.mjs';
import { alertDenyListChanges } from '../alerts/alert-events.mjs';
import { panAlias, passesLuhn } from '../cards/cards.mjs';
import { findCard } from '../cards/cards-db.mjs';
import { cardStateOf } from './card-status-routes.mjs';
import { retryFailedNow } from './deny-list.mjs';

/** @typedef {import('../../routes.mjs').SandboxContext} SandboxContext */

/** The card a body names by its number, or a 400. @param {Record<string, unknown>} body */
function panTokenOf(body) {
  const pan = typeof body.pan === 'string' ? body.pan.replace(/[\s-]/g, '') : '';
  if (!passesLuhn(pan)) throw new HttpError(400, 'pan must be a valid card number');
  return panAlias(pan);
}

/**
 * The operator's retry of a card's failed payments, run now (the sandbox has no scheduler): each retry fails, so the
 * card goes on the deny list (its rider, if it has one, mailed as the deny list mails); answers how many payments were
 * retried and the card's state at the gates, or 404 for a card that never tapped.
 * @param {Pick<SandboxContext, 'store' | 'origin' | 'publicOrigin'>} context @param {Record<string, unknown>} body
 */
export function retryPaymentsNow({ store, origin, publicOrigin }, body) {
  const panToken = panTokenOf(body);
  const card = findCard(store, panToken);
  if (!card) throw new HttpError(404, 'This card never tapped at the gates: it has no payment to retry');
  const now = new Date();
  const retried = store.transaction(() => retryFailedNow(store, panToken, now));
  alertDenyListChanges(store, publicOrigin ?? origin);
  return { retried, status: cardStateOf(store, card, now) };
}

/** @type {Record<string, (context: SandboxContext) => unknown>} */
export const DENY_LIST_ROUTES = {
  // The operator's retry of a card's failed payments, now rather than `retry_after_days` after they failed.
  'POST /sandbox/api/retry-payments': async (context) => {
    requireSameOriginJson(context.req);
    sendJson(context.res, 200, retryPaymentsNow(context, await readJsonBody(context.req)));
  },
  // The operator's customer service lifts a card's block by hand (the debt stays; the card's next failed retry blocks it
  // again), now or as of an earlier instant `at` (never before the block began): testers building a day at the gates
  // whose trips come before now (a split day from 07:00) lift it as of the morning.
  'POST /sandbox/api/deny-list/lift': async ({ req, res, store, origin, publicOrigin }) => {
    requireSameOriginJson(req);
    const body = await readJsonBody(req);
    const panToken = panTokenOf(body);
    const now = new Date();
    const at = body.at === undefined ? now : new Date(typeof body.at === 'string' ? body.at : Number.NaN);
    if (Number.isNaN(at.getTime()) || at > now)
      throw new HttpError(400, 'at must be an ISO instant, not in the future');
    const { changes } = store.run(
      `UPDATE deny_list SET lifted_at = MAX(denied_at, ?), lifted_by = 'customer service'
      WHERE pan_token = ? AND lifted_at IS NULL`,
      [at.toISOString(), panToken],
    );
    alertDenyListChanges(store, publicOrigin ?? origin);
    sendJson(res, 200, { lifted: Number(changes) });
  },
};
