// @ts-check
/**
 * Each card's state at the gates, an extension (cardStatus): `GET /oms/card_status/{operatorKey}` answers the
 * session's account's cards of that operator — active, a payment failed (what it owes, the next retry) or denied at
 * the gates (since when), and when a block was last lifted (docs/contracts.md#cardstatus-a-cards-state-at-the-gates).
 * 401 without a session; 404 for an operator the sandbox does not know or when it does not offer cardStatus.
 */
import { HttpError } from '../../http/errors.mjs';
import { sendJson } from '../../http/respond.mjs';
import { alertDenyListChanges } from '../alerts/alert-events.mjs';
import { cardsOfAccount } from '../cards/cards-db.mjs';
import { denialAt, RETRY_AT_COLUMN, retryAfterDays, retryOf, updateDenyList } from './deny-list.mjs';
import { NETWORKS } from '../network/network.mjs';

/** @typedef {import('../routes.mjs').OmsContext} OmsContext @typedef {import('../../db/store.mjs').Store} Store */

/**
 * One card's state now. @param {Store} store @param {{ pan_token: string, operator_key: string }} card @param {Date} now
 */
export function cardStateOf(store, card, now) {
  const failed =
    /** @type {{ amount: number, currency: string, operator_key: string, updated: string, retry_at: string | null }[]} */ (
      store.all(
        `SELECT p.amount, p.currency, p.operator_key, p.updated, ${RETRY_AT_COLUMN} FROM payments p
        WHERE p.pan_token = ? AND p.operator_key = ? AND p.status = 'FAILED'`,
        [card.pan_token, card.operator_key],
      )
    );
  const denial = denialAt(store, card.pan_token, now);
  const retries = failed
    .map(retryOf)
    .filter((at) => at > now.toISOString())
    .sort();
  const lifted = /** @type {{ lifted_at: string } | undefined} */ (
    store.get(
      'SELECT lifted_at FROM deny_list WHERE pan_token = ? AND lifted_at IS NOT NULL ORDER BY lifted_at DESC LIMIT 1',
      [card.pan_token],
    )
  );
  return {
    alias_pan: card.pan_token,
    state: denial ? 'denied' : failed.length > 0 ? 'payment_failed' : 'active',
    amount_due: failed.reduce((sum, payment) => sum + payment.amount, 0),
    currency: failed[0]?.currency ?? NETWORKS[card.operator_key]?.currency ?? 'EUR',
    failed_count: failed.length,
    next_retry_at: denial ? null : (retries[0] ?? null),
    denied_at: denial?.denied_at ?? null,
    unblocked_at: denial ? null : (lifted?.lifted_at ?? null),
  };
}

/** `GET /oms/card_status/{operatorKey}`. @param {OmsContext} context */
function cardStatus({ req, res, store, sessions, params, settings, origin, publicOrigin }) {
  const operator = params.operatorKey ?? '';
  if (!NETWORKS[operator] || !settings.extensions.includes('cardStatus')) throw new HttpError(404, 'Not found');
  const accountId = sessions.requireSession(req, operator);
  const now = new Date();
  updateDenyList(store, now);
  alertDenyListChanges(store, publicOrigin ?? origin);
  const cards = /** @type {{ pan_token: string, operator_key: string }[]} */ (cardsOfAccount(store, accountId)).filter(
    (card) => card.operator_key === operator,
  );
  sendJson(res, 200, {
    payload: { retry_after_days: retryAfterDays(operator), cards: cards.map((card) => cardStateOf(store, card, now)) },
  });
}

/** @type {Record<string, (context: OmsContext) => unknown>} */
export const CARD_STATUS_ROUTES = { 'GET /oms/card_status/:operatorKey': cardStatus };
