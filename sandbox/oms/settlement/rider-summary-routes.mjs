// @ts-check
/**
 * The rider's summary for the dashboard, an extension (riderSummary): `GET /oms/rider_summary/{operatorKey}` answers the
 * session's account's cards, as the product API's `bank_cards/get` lists them, and the failed summaries of those cards
 * of that operator, as `payments/get_failed_summaries` answers them — the dashboard's card list and what is owed in one
 * round trip (docs/contracts.md#ridersummary-the-dashboards-reads-in-one-call). Where the operator offers fareCaps, also
 * this week's trips of those cards (`week`), as `tickets/get` answers them for today − 6 to today in the operator's
 * zone: the weekly cap's tile reads nothing after it. 401 without a session; 404 for an operator the sandbox does not
 * know or when it does not offer riderSummary.
 */
import { HttpError } from '../../http/errors.mjs';
import { sendJson } from '../../http/respond.mjs';
import { cardsOfAccount, toBankCardDto } from '../cards/cards-db.mjs';
import { NETWORKS, networkOf } from '../network/network.mjs';
import { addDays, zonedDay } from '../network/zoned-time.mjs';
import { ticketsJson, wholeList } from '../travels/travel-json.mjs';
import { failedSummaries } from './settlement-payments.mjs';

/** @typedef {import('../routes.mjs').OmsContext} OmsContext */

/**
 * This week's trips of the cards, through `tickets/get`'s own query (latest first, the whole range): today − 6 to
 * today in the operator's zone. @param {import('../../db/store.mjs').Store} store @param {string} operator
 * @param {string[]} aliases
 */
function weekOf(store, operator, aliases) {
  const to = zonedDay(new Date(), networkOf(operator).timeZone);
  const from = addDays(to, -6);
  const query = { operator, aliases, from, to, descending: true, limit: 0, offset: 0 };
  return { from, to, tickets: aliases.length === 0 ? [] : wholeList(ticketsJson(store, query)) };
}

/** `GET /oms/rider_summary/{operatorKey}`. @param {OmsContext} context */
function riderSummary({ req, res, store, sessions, params, settings }) {
  const operator = params.operatorKey ?? '';
  if (!NETWORKS[operator] || !settings.extensions.includes('riderSummary')) throw new HttpError(404, 'Not found');
  const accountId = sessions.requireSession(req, operator);
  const cards = cardsOfAccount(store, accountId);
  const aliases = cards.map((card) => card.pan_token);
  const failed = failedSummaries(store, operator, aliases);
  const week = settings.extensions.includes('fareCaps') ? { week: weekOf(store, operator, aliases) } : {};
  sendJson(res, 200, { payload: { cards: cards.map(toBankCardDto), failed_summaries: failed, ...week } });
}

/** @type {Record<string, (context: OmsContext) => unknown>} */
export const RIDER_SUMMARY_ROUTES = { 'GET /oms/rider_summary/:operatorKey': riderSummary };
