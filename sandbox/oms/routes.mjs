// @ts-check
/**
 * The operations API under /oms (docs/behaviour/operator-contract.md#scoping), scoped as a real operator must: only the session's
 * account's cards (docs/contracts.md) — 401 without a session, 403 for anyone else's card.
 */
import { HttpError } from '../http/errors.mjs';
import { sendJson } from '../http/respond.mjs';
import { CARD_STATUS_ROUTES } from './card-status/card-status-routes.mjs';
import { findCard, linkOf, toLookupCardDto } from './cards/cards-db.mjs';
import { CLAIM_ROUTES } from './claims/claim-routes.mjs';
import { CONCESSION_ROUTES } from './concessions/concession-routes.mjs';
import { PROOF_ROUTES } from './concessions/proof-routes.mjs';
import { DATA_EXPORT_ROUTES } from './statements/data-export-routes.mjs';
import { toFareRulesDto } from './taps-and-fares/fare-caps.mjs';
import { NETWORKS } from './network/network.mjs';
import { checkedRoutes } from './schemas.mjs';
import { RIDER_SUMMARY_ROUTES } from './settlement/rider-summary-routes.mjs';
import { SETTLEMENT_ROUTES } from './settlement/settlement-routes.mjs';
import { STATEMENT_ROUTES } from './statements/statement-routes.mjs';
import { TRAVEL_ROUTES } from './travels/travel-routes.mjs';

/** @typedef {import('../routes.mjs').SandboxContext & { params: Record<string, string> }} OmsContext */

/** A segment's value: empty and `null` mean none. @param {string | undefined} value */
const given = (value) => (value && value !== 'null' ? value : null);

/**
 * The card lookup: `GET /oms/bank_cards/get/{operatorKey}///{token}/{pan_token}/{par}`. Answers the
 * card if it tapped, `[]` if it never did; a card linked to someone else, or tokenised by someone
 * else, is not this rider's to see.
 * @param {OmsContext} context
 */
function lookupCard({ req, res, store, sessions, params }) {
  const accountId = sessions.requireSession(req, params.operatorKey ?? '');
  const panToken = given(params.panToken);
  if (!panToken) throw new HttpError(400, 'The lookup needs a pan_token');
  const holder = linkOf(store, panToken);
  const tokenised = store.get(
    `SELECT 1 AS ok FROM payment_orders WHERE account_id = ? AND pan_token = ? AND notified_at IS NOT NULL`,
    [accountId, panToken],
  );
  const mine = holder?.account_id === accountId || Boolean(tokenised);
  if (!mine) throw new HttpError(403, 'Forbidden');
  const card = findCard(store, panToken);
  const operatorMatches = card?.operator_key === params.operatorKey;
  sendJson(res, 200, { payload: card && operatorMatches ? [toLookupCardDto(card)] : [] });
}

/**
 * The operator's fare and caps, an extension (fareCaps): `GET /oms/fare_rules/{operatorKey}` answers
 * `{payload: {currency, fare_name, fare_amount, daily_cap, weekly_cap, weekly_cap_kind, time_zone}}` to a signed-in rider
 * (docs/contracts.md#farecaps-capped-fares-and-the-operators-fare-rules).
 * @param {OmsContext} context
 */
function fareRules({ req, res, sessions, params }) {
  const operator = params.operatorKey ?? '';
  sessions.requireSession(req, operator);
  const network = NETWORKS[operator];
  if (!network) throw new HttpError(404, 'Unknown operator');
  sendJson(res, 200, { payload: toFareRulesDto(network) });
}

/** Every route behind its schema (sandbox/oms/schemas.mjs). @type {Record<string, (context: OmsContext & { rest: string[] }) => unknown>} */
export const OMS_ROUTES = checkedRoutes({
  'GET /oms/bank_cards/get/:operatorKey/:limit/:offset/:token/:panToken/:par': lookupCard,
  'GET /oms/fare_rules/:operatorKey': fareRules,
  ...TRAVEL_ROUTES,
  ...SETTLEMENT_ROUTES,
  ...CLAIM_ROUTES,
  ...CARD_STATUS_ROUTES,
  ...STATEMENT_ROUTES,
  ...DATA_EXPORT_ROUTES,
  ...RIDER_SUMMARY_ROUTES,
  ...CONCESSION_ROUTES,
  ...PROOF_ROUTES,
});
