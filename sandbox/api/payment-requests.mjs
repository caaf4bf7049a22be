// @ts-check
/**
 * POST /api/payment_requests/sign (decisions.md: the shop secret stays on the server) and the
 * provider's server-to-server notification (URLMS), which alone is authoritative.
 */
import crypto from 'node:crypto';
import { HttpError } from '../http/errors.mjs';
import { createOrder, findOrder, recordNotification } from '../oms/cards-db.mjs';
import { findAccountById } from '../db/accounts.mjs';
import { hmacHex, joinFields, macMatches, REQ_FIELDS, resultMac } from '../vpos/mac.mjs';
import { shopById, shopOfOperator } from '../vpos/shops.mjs';
import { failedPayments, reconcile } from './settlement-amount.mjs';

/** Where the provider brings the rider back, by purpose (spec 7.3). */
const RETURN_PATHS = {
  card_registration: '/dashboard/travels/bank_cards/add',
  settlement: '/dashboard/travels/payments',
};

/** @type {import('./context.mjs').ApiHandler} */
export function signPaymentRequest({ req, body, operator, store, sessions, origin }) {
  const accountId = sessions.requireSession(req, operator.key);
  const purpose = body.purpose;
  if (purpose !== 'card_registration' && purpose !== 'settlement') throw new HttpError(400, 'Unknown purpose');
  const shop = shopOfOperator(operator.key);
  const account = findAccountById(store, accountId);
  if (!shop || !account) throw new HttpError(404, 'No payment shop for this operator');
  const owed = purpose === 'settlement' ? failedPayments(store, accountId, operator.key) : [];
  const amount = owed.reduce((sum, payment) => sum + payment.amount, 0);
  if (purpose === 'settlement' && amount <= 0) throw new HttpError(409, 'Nothing to settle');
  const orderId = crypto.randomUUID();
  createOrder(store, purpose, {
    orderId,
    accountId,
    operator: operator.key,
    amount,
    items: owed.map((payment) => payment.id),
  });
  const back = `${origin}${RETURN_PATHS[purpose]}`;
  /** @type {Record<string, string>} */
  const fields = {
    URLMS: `${origin}/api/payment_notifications`,
    URLDONE: back,
    ORDERID: orderId,
    SHOPID: shop.shopId,
    AMOUNT: String(amount),
    CURRENCY: '978',
    ACCOUNTINGMODE: purpose === 'settlement' ? 'I' : 'D',
    AUTHORMODE: 'I',
    OPTIONS: 'M',
  };
  const req_ = joinFields(fields, REQ_FIELDS);
  return {
    url: `${origin}/sandbox/vpos/pay`,
    fields: {
      ...fields,
      URLBACK: back,
      EMAIL: account.email,
      SHOPEMAIL: shop.shopEmail,
      REQ: req_,
      MAC: hmacHex(req_, shop.startKey),
    },
  };
}

/**
 * The provider's notification (URLMS): checked with the shop's result key and the order it names,
 * then recorded once. Not behind the x-api-key of the portal: the provider calls it.
 * @param {import('../routes.mjs').SandboxContext & { body: Record<string, string> }} context
 */
export function receiveNotification({ store, body }) {
  const shop = shopById(body.SHOPID);
  const order = typeof body.ORDERID === 'string' ? findOrder(store, body.ORDERID) : undefined;
  if (!shop || !order || shop.operator !== order.operator_key) throw new HttpError(404, 'Unknown order');
  const expected = resultMac(body, shop.resultKey);
  if (!macMatches(body.MAC, expected)) throw new HttpError(400, 'MAC refused');
  if (String(order.amount) !== body.AMOUNT) throw new HttpError(400, 'Amount does not match the order');
  const first = recordNotification(store, order.order_id, {
    result: String(body.RESULT),
    transactionId: String(body.TRANSACTIONID ?? ''),
    panToken: body.RESULT === '00' ? String(body.PANALIAS) : null,
  });
  // The notification alone settles a debt: a rider who closes the tab on the hosted page loses nothing.
  if (first && order.purpose === 'settlement' && body.RESULT === '00') reconcile(store, order);
  return { received: true };
}
