// @ts-check
/**
 * The operations API's side of settling failed payments (docs/behaviour/rules.md#settlement): the failed summaries, and the
 * record of a payment made on the hosted page — accepted only as the provider's verified
 * notification (URLMS) tells it, never on the browser's word (docs/contracts.md).
 */
import { HttpError } from '../../http/errors.mjs';
import { oneSlice, sendLongRead } from '../../http/long-reads.mjs';
import { sendJson } from '../../http/respond.mjs';
import { alphabeticCurrency, ORDER_CURRENCY } from '../../vpos/currencies.mjs';
import { cardsOfAccount, findOrder } from '../cards/cards-db.mjs';
import { aliasesOf } from '../travels/travel-routes.mjs';
import { settlementOf } from './settle-order.mjs';
import { failedSummaries as summariesOf } from './settlement-payments.mjs';

/** @typedef {import('../routes.mjs').OmsContext & { rest: string[] }} SettlementContext */

/**
 * `GET /oms/payments/get_failed_summaries/{operatorKey}/0/0/{alias_pan}/…/`: one summary per card
 * with failed payments, `{alias_pan, total_amount, count}` (cents). @param {SettlementContext} context
 */
function failedSummaries(context) {
  const { req, store, sessions, params, rest } = context;
  // A long read, like the lists: checked and answered in a turn, kept while the database does not change.
  return sendLongRead(context, () => {
    const accountId = sessions.requireSession(req, params.operatorKey ?? '');
    const aliases = aliasesOf(rest);
    const own = new Set(cardsOfAccount(store, accountId).map((card) => card.pan_token));
    if (aliases.some((alias) => !own.has(alias))) throw new HttpError(403, 'Forbidden');
    const operator = params.operatorKey ?? '';
    const read = () => JSON.stringify(summariesOf(store, operator, aliases));
    return { key: ['failed summaries', operator, aliases], job: () => oneSlice(read) };
  });
}

/**
 * `GET /oms/payments/save/{operatorKey}/1/0/{gateway}/{TRANSACTIONID}/{ORDERID}/{CURRENCY}/{AMOUNT}/{true|false}/{message}/`:
 * the browser's report of a settlement, matched against the verified notification for that order
 * (same transaction, amount, outcome, and the order's currency named by either ISO 4217 code:
 * 978 or EUR). Idempotent: saving it again answers the same and records nothing new. 409 when the provider has not confirmed it (a forged or early return).
 * @param {SettlementContext} context
 */
function savePayment({ req, res, store, sessions, params }) {
  const accountId = sessions.requireSession(req, params.operatorKey ?? '');
  const order = findOrder(store, params.orderId ?? '');
  if (!order || order.purpose !== 'settlement' || order.operator_key !== params.operatorKey)
    throw new HttpError(404, 'Unknown order');
  if (order.account_id !== accountId) throw new HttpError(403, 'Forbidden');
  if (params.success !== 'true' && params.success !== 'false')
    throw new HttpError(400, 'success must be true or false');
  const succeeded = order.result === '00';
  const matches =
    order.notified_at !== null &&
    order.transaction_id === params.transactionId &&
    String(order.amount) === params.amount &&
    alphabeticCurrency(params.currency ?? '') === ORDER_CURRENCY &&
    succeeded === (params.success === 'true');
  if (!matches) throw new HttpError(409, 'The payment provider has not confirmed this payment');
  if (order.saved_at === null)
    store.run('UPDATE payment_orders SET saved_at = ? WHERE order_id = ?', [Date.now(), order.order_id]);
  // The settlement's own payment record, and what of it was for a debt already paid (to be refunded: docs/contracts.md#operations-api-oms-scoped-stricter-than-the-base-contract).
  const settled = succeeded ? settlementOf(store, order.order_id) : undefined;
  sendJson(res, 200, {
    payload: {
      saved: true,
      status: succeeded ? 'SUCCEEDED' : 'FAILED',
      amount: order.amount,
      currencies_code: 'EUR',
      ...(settled ? { short_id: settled.short_id, credit: settled.credit } : {}),
    },
  });
}

/** @type {Record<string, (context: SettlementContext) => unknown>} */
export const SETTLEMENT_ROUTES = {
  'GET /oms/payments/get_failed_summaries/:operatorKey/:limit/:offset/*aliases': failedSummaries,
  'GET /oms/payments/save/:operatorKey/:limit/:offset/:gateway/:transactionId/:orderId/:currency/:amount/:success/:message/*rest':
    savePayment,
};
