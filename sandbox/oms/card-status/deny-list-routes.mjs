// @ts-check
/**
 * The deny list's sandbox-only controls (docs/contracts.md#sandbox-only-endpoints-not-part-of-a-real-operator): what the
 * operator's back office does by hand or by its schedule, called by testers. Same-origin JSON only, as reset.
 */
import { readJsonBody } from '../../http/body.mjs';
import { HttpError } from '../../http/errors.mjs';
import { sendJson } from '../../http/respond.mjs';
import { requireSameOriginJson } from '../../http/same-origin.mjs';
import { alertDenyListChanges } from '../alerts/alert-events.mjs';
import { panAlias, passesLuhn } from '../cards/cards.mjs';

/** @typedef {import('../../routes.mjs').SandboxContext} SandboxContext */

/** The card a body names by its number, or a 400. @param {Record<string, unknown>} body */
function panTokenOf(body) {
  const pan = typeof body.pan === 'string' ? body.pan.replace(/[\s-]/g, '') : '';
  if (!passesLuhn(pan)) throw new HttpError(400, 'pan must be a valid card number');
  return panAlias(pan);
}

/** @type {Record<string, (context: SandboxContext) => unknown>} */
export const DENY_LIST_ROUTES = {
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
