// @ts-check
/**
 * The operations API's trips, payments and receipts (docs/behaviour/operator-contract.md#operations-api-calls), scoped to the session's account:
 * 401 without a session, 403 for a card or payment of anyone else's (docs/contracts.md).
 */
import { findOperator } from '../../db/operators.mjs';
import { readJsonBody } from '../../http/body.mjs';
import { HttpError } from '../../http/errors.mjs';
import { sendCompressedJson } from '../../http/compression.mjs';
import { oneSlice, sendLongRead } from '../../http/long-reads.mjs';
import { cardsOfAccount, linkOf } from '../cards/cards-db.mjs';
import { receiptLineOf, toPaymentInfoDto } from './travel-dtos.mjs';
import { paymentObject, paymentsJson, ticketObjectsOfPayment, ticketsJson, wholeList } from './travel-json.mjs';
import { paymentByShortId } from './travels-db.mjs';
import { REFUND_SHORT_ID, refundByShortId, refundsInRange, toRefundInfoDto } from '../claims/refunds.mjs';
import {
  paidByOf,
  SETTLEMENT_SHORT_ID,
  settlementByShortId,
  settlementsInRange,
  toSettlementInfoDto,
} from '../settlement/settlement-payments.mjs';

/** @typedef {import('../routes.mjs').OmsContext & { rest: string[] }} ListContext */

const MAX_ALIASES = 50;

/**
 * The alias_pans after the fixed segments, each followed by "/" (docs/behaviour/rules.md#trip-and-payment-queries); 400 for a segment
 * that is not %-encoded right. @param {string[]} rest
 */
export function aliasesOf(rest) {
  const aliases = rest
    .filter((segment) => segment !== '')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        throw new HttpError(400, 'Malformed alias_pan');
      }
    });
  if (aliases.length === 0 || aliases.length > MAX_ALIASES || aliases.some((alias) => alias.length > 128)) {
    throw new HttpError(400, `Name between 1 and ${MAX_ALIASES} alias_pans`);
  }
  return aliases;
}

/**
 * The query a list call names, with every alias checked to be one of the session's cards. Its segments fit the
 * route's schema (sandbox/oms/schemas.mjs): days that exist, a sort on the list's column, whole limit and offset.
 * @param {ListContext} context
 */
function rangeQuery({ req, store, sessions, params, rest }) {
  const accountId = sessions.requireSession(req, params.operatorKey ?? '');
  const from = params.from ?? '';
  const to = params.to ?? '';
  if (from > to) throw new HttpError(400, 'The start must not be after the end', {}, { code: 'bad_request' });
  const aliases = aliasesOf(rest);
  const own = new Set(cardsOfAccount(store, accountId).map((card) => card.pan_token));
  if (aliases.some((alias) => !own.has(alias))) throw new HttpError(403, 'Forbidden');
  return {
    operator: params.operatorKey ?? '',
    aliases,
    from,
    to,
    descending: (params.sort ?? '').endsWith(':desc'),
    limit: Number(params.limit),
    offset: Number(params.offset),
  };
}

/** `GET /oms/tickets/get/{operatorKey}/{limit}/{offset}/3:desc/{from}/{to}/{alias_pan}/…/` @param {ListContext} context */
function listTickets(context) {
  return sendLongRead(context, () => {
    const query = rangeQuery(context);
    return { key: ['tickets', query], job: () => ticketsJson(context.store, query) };
  });
}

/** `GET /oms/payments/get/{operatorKey}/{limit}/{offset}/4:desc/{succeeded}/{failed}/{from}/{to}/{alias_pan}/…/` @param {ListContext} context */
function listPayments(context) {
  return sendLongRead(context, () => {
    const query = rangeQuery(context);
    const statuses = { succeeded: context.params.succeeded === 'true', failed: context.params.failed === 'true' };
    const accountId = context.sessions.requireSession(context.req, context.params.operatorKey ?? '');
    return {
      key: ['payments', query, statuses, accountId],
      job: () => paymentsOf(context.store, { ...query, ...statuses }, accountId),
    };
  });
}

/**
 * The payments of a checked query as JSON text. The account's settlements and the refunds to its
 * cards are payments of their own, listed with the others (SUCCEEDED).
 * @param {import('../../db/store.mjs').Store} store
 * @param {import('./travels-db.mjs').RangeQuery & { succeeded: boolean, failed: boolean }} query @param {number} accountId
 * @returns {Iterator<unknown, string, undefined>}
 */
function paymentsOf(store, query, accountId) {
  const ownLines = query.succeeded
    ? [...settlementsInRange(store, { ...query, accountId }), ...refundsInRange(store, query)]
    : [];
  if (ownLines.length === 0) return paymentsJson(store, query);
  // A rider who settled online or was refunded: their payments merged with those few lines, sorted, then paged.
  return oneSlice(() => {
    const all = [...wholeList(paymentsJson(store, { ...query, limit: 0, offset: 0 })), ...ownLines].sort(
      (a, b) => (a.updated === b.updated ? 0 : a.updated < b.updated ? -1 : 1) * (query.descending ? -1 : 1),
    );
    return JSON.stringify(
      query.limit > 0 ? all.slice(query.offset, query.offset + query.limit) : all.slice(query.offset),
    );
  });
}

/** `POST /oms/payments/get_info` `{short_id}` with the `api-key` header: a payment's receipt data. @param {ListContext} context */
async function paymentInfo({ req, res, store, sessions }) {
  const operator = findOperator(store, req.headers['api-key']);
  if (!operator) throw new HttpError(401, 'Unknown operator');
  const accountId = sessions.requireSession(req, operator.key);
  const body = await readJsonBody(req);
  const shortId = body.short_id;
  if (typeof shortId !== 'string' || shortId.length === 0 || shortId.length > 64)
    throw new HttpError(400, 'short_id is required');
  if (SETTLEMENT_SHORT_ID.test(shortId)) {
    const settlement = settlementByShortId(store, shortId);
    if (!settlement || settlement.operator_key !== operator.key) throw new HttpError(404, 'Payment not found');
    if (settlement.account_id !== accountId) throw new HttpError(403, 'Forbidden');
    return sendCompressedJson(res, toSettlementInfoDto(store, settlement));
  }
  if (REFUND_SHORT_ID.test(shortId)) {
    const refund = refundByShortId(store, shortId);
    if (!refund || refund.operator_key !== operator.key) throw new HttpError(404, 'Payment not found');
    if (linkOf(store, refund.pan_token)?.account_id !== accountId) throw new HttpError(403, 'Forbidden');
    return sendCompressedJson(res, toRefundInfoDto(store, refund));
  }
  const payment = paymentByShortId(store, shortId);
  if (!payment || payment.operator_key !== operator.key) throw new HttpError(404, 'Payment not found');
  if (linkOf(store, payment.pan_token)?.account_id !== accountId) throw new HttpError(403, 'Forbidden');
  // A payment a settlement paid says how and when (not the card that failed).
  const paidBy = paidByOf(store, payment.id);
  await sendCompressedJson(res, {
    ...toPaymentInfoDto(
      receiptLineOf(/** @type {import('./travel-json.mjs').Payment} */ (paymentObject(store, shortId))),
      ticketObjectsOfPayment(store, payment.id),
    ),
    ...(paidBy ? { paid_by: paidBy } : {}),
  });
}

/** @type {Record<string, (context: ListContext) => unknown>} */
export const TRAVEL_ROUTES = {
  'GET /oms/tickets/get/:operatorKey/:limit/:offset/:sort/:from/:to/*aliases': listTickets,
  'GET /oms/payments/get/:operatorKey/:limit/:offset/:sort/:succeeded/:failed/:from/:to/*aliases': listPayments,
  'POST /oms/payments/get_info': paymentInfo,
};
