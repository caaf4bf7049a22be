// @ts-check
/**
 * The rider's summary for the dashboard, an extension (riderSummary): `GET /oms/rider_summary/{operatorKey}` answers the
 * session's account's cards, as the product API's `bank_cards/get` lists them, and the failed summaries of those cards
 * of that operator, as `payments/get_failed_summaries` answers them — the dashboard's card list and what is owed in one
 * round trip (docs/contracts.md#ridersummary-the-dashboards-reads-in-one-call). 401 without a session; 404 for an
 * operator the sandbox does not know or when it does not offer riderSummary.
 */
import { HttpError } from '../../http/errors.mjs';
import { sendJson } from '../../http/respond.mjs';
import { cardsOfAccount, toBankCardDto } from '../cards/cards-db.mjs';
import { NETWORKS } from '../network/network.mjs';
import { failedSummaries } from './settlement-payments.mjs';

/** @typedef {import('../routes.mjs').OmsContext} OmsContext */

/** `GET /oms/rider_summary/{operatorKey}`. @param {OmsContext} context */
function riderSummary({ req, res, store, sessions, params, settings }) {
  const operator = params.operatorKey ?? '';
  if (!NETWORKS[operator] || !settings.extensions.includes('riderSummary')) throw new HttpError(404, 'Not found');
  const accountId = sessions.requireSession(req, operator);
  const cards = cardsOfAccount(store, accountId);
  const aliases = cards.map((card) => card.pan_token);
  const failed = failedSummaries(store, operator, aliases);
  sendJson(res, 200, { payload: { cards: cards.map(toBankCardDto), failed_summaries: failed } });
}

/** @type {Record<string, (context: OmsContext) => unknown>} */
export const RIDER_SUMMARY_ROUTES = { 'GET /oms/rider_summary/:operatorKey': riderSummary };
