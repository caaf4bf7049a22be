// @ts-check
/**
 * POST /api/payment_requests/sign (docs/behaviour/operator-contract.md#cards-and-payment-requests: the shop secret stays on the server) and the
 * provider's server-to-server notification (URLMS), which alone is authoritative.
 */
import crypto from 'node:crypto';
import { HttpError } from '../http/errors.mjs';
import { createOrder, findOrder, forgetReceiptAddress, recordNotification } from '../oms/cards/cards-db.mjs';
import { findAccountById } from '../db/accounts.mjs';
import { openSettlementOrder, orderByKey, rememberKey, UUID_V4 } from '../oms/settlement/orders-db.mjs';
import { alertDenyListChanges } from '../oms/alerts/alert-events.mjs';
import { settleOrder } from '../oms/settlement/settle-order.mjs';
import { DUPLICATED_ORDER, hmacHex, joinFields, macMatches, REQ_FIELDS, resultMac } from '../vpos/mac.mjs';
import { shopById, shopOfOperator } from '../vpos/shops.mjs';
import { mailSettlement, receiptOf } from './settlement-mail.mjs';
import { failedPayments } from './settlement-amount.mjs';

/** Where the provider brings the rider back, by purpose (docs/behaviour/operator-contract.md#the-card-payment-provider). */
const RETURN_PATHS = {
  card_registration: '/dashboard/travels/bank_cards/add',
  settlement: '/dashboard/travels/payments',
};
/** Where it brings back the payer of a card checked without an account (cardCheck): the portal's public page. */
export const CARD_CHECK_PAYMENT_PATH = '/card-check/payment';

/**
 * The hosted page's address and signed fields for an order (the same order always signs the same fields).
 * @param {import('../oms/cards/cards-db.mjs').OrderRow} order @param {string} email the account's address (a checked
 * card's order carries its own) @param {import('../vpos/shops.mjs').Shop} shop @param {string} origin
 */
function signedRequest(order, email, shop, origin) {
  const back = `${origin}${order.card_pan_token ? CARD_CHECK_PAYMENT_PATH : RETURN_PATHS[order.purpose]}`;
  /** @type {Record<string, string>} */
  const fields = {
    URLMS: `${origin}/api/payment_notifications`,
    URLDONE: back,
    ORDERID: order.order_id,
    SHOPID: shop.shopId,
    AMOUNT: String(order.amount),
    CURRENCY: '978',
    ACCOUNTINGMODE: order.purpose === 'settlement' ? 'I' : 'D',
    AUTHORMODE: 'I',
    OPTIONS: 'M',
  };
  const req_ = joinFields(fields, REQ_FIELDS);
  return {
    url: `${origin}/sandbox/vpos/pay`,
    fields: {
      ...fields,
      // The rider who cancels on the hosted page comes back here: the marker lets the portal say nothing was done.
      URLBACK: `${back}?cancelled=1`,
      EMAIL: order.card_pan_token ? (order.receipt_email ?? '') : email,
      SHOPEMAIL: shop.shopEmail,
      REQ: req_,
      MAC: hmacHex(req_, shop.startKey),
    },
  };
}

/** The attempt's idempotency key (docs/contracts.md#bank-cards-and-payment-requests-product-api-a-session-is-required): optional, a UUID v4 when given. @param {unknown} key */
export function idempotencyKey(key) {
  if (key === undefined || key === null) return null;
  if (typeof key !== 'string' || !UUID_V4.test(key)) throw new HttpError(400, 'idempotency_key must be a UUID v4');
  return key;
}

/**
 * @typedef {{ owner: import('../oms/settlement/orders-db.mjs').OrderOwner, purpose: 'card_registration' | 'settlement',
 *   key: string | null, operator: string, shop: import('../vpos/shops.mjs').Shop, origin: string, email: string,
 *   owed: () => { id: number, amount: number }[], receipt?: { email: string, language: string },
 *   beforeNewOrder?: () => void }} OrderRequest owed: the failed payments a settlement pays; beforeNewOrder: runs
 *   only when a new order is to be made (a throttle's count)
 */

/**
 * One debt, one payment (docs/contracts.md#bank-cards-and-payment-requests-product-api-a-session-is-required): the
 * same idempotency key answers the same order; while a settlement order for the same debt is open, another is refused
 * with 409 and that open order; 409 when nothing is owed. For an account, or a card checked without one.
 * @param {import('../db/store.mjs').Store} store @param {OrderRequest} request
 */
export function signOrder(
  store,
  { owner, purpose, key, operator, shop, origin, email, owed, receipt, beforeNewOrder },
) {
  const known = key ? orderByKey(store, owner, key) : undefined;
  if (known && (known.purpose !== purpose || known.operator_key !== operator))
    throw new HttpError(400, 'idempotency_key was used for another request');
  if (known) return signedRequest(known, email, shop, origin);
  const debts = purpose === 'settlement' ? owed() : [];
  const amount = debts.reduce((sum, payment) => sum + payment.amount, 0);
  if (purpose === 'settlement' && amount <= 0) throw new HttpError(409, 'Nothing to settle');
  const items = JSON.stringify(debts.map((payment) => payment.id));
  const open = purpose === 'settlement' ? openSettlementOrder(store, owner, operator, Date.now()) : undefined;
  if (open && open.items === items)
    throw new HttpError(409, 'A payment for this debt is already open', {}, signedRequest(open, email, shop, origin));
  beforeNewOrder?.();
  const orderId = crypto.randomUUID();
  createOrder(store, purpose, { orderId, owner, operator, amount, items: debts.map((payment) => payment.id), receipt });
  if (key) rememberKey(store, owner, key, orderId);
  return signedRequest(
    /** @type {import('../oms/cards/cards-db.mjs').OrderRow} */ (findOrder(store, orderId)),
    email,
    shop,
    origin,
  );
}

/**
 * `POST /api/payment_requests/sign`: a card registration or a settlement of the session's account.
 * @type {import('./context.mjs').ApiHandler}
 */
export function signPaymentRequest({ req, body, operator, store, sessions, origin }) {
  const accountId = sessions.requireSession(req, operator.key);
  const purpose = body.purpose;
  if (purpose !== 'card_registration' && purpose !== 'settlement') throw new HttpError(400, 'Unknown purpose');
  const key = idempotencyKey(body.idempotency_key);
  const shop = shopOfOperator(operator.key);
  const account = findAccountById(store, accountId);
  if (!shop || !account) throw new HttpError(404, 'No payment shop for this operator');
  return signOrder(store, {
    owner: { accountId },
    purpose,
    key,
    operator: operator.key,
    shop,
    origin,
    email: account.email,
    owed: () => failedPayments(store, accountId, operator.key),
  });
}

/** The result codes (docs/behaviour/rules.md#provider-result-codes), compared exactly ("00 " is not "00"). */
const RESULT_CODE = /^\d{2}$/;

/**
 * The provider's notification (URLMS), authenticated for every outcome: the result MAC of the shop's
 * result key over the answer (a decline is signed too), the order it names, its amount, and an exact
 * result code; anything else changes nothing. Recorded once. Not behind the x-api-key of the portal:
 * the provider calls it.
 * @param {import('../routes.mjs').SandboxContext & { body: Record<string, string> }} context
 */
export function receiveNotification({ store, body, origin, publicOrigin }) {
  const shop = shopById(body.SHOPID);
  const order = typeof body.ORDERID === 'string' ? findOrder(store, body.ORDERID) : undefined;
  if (!shop || !order || shop.operator !== order.operator_key) throw new HttpError(404, 'Unknown order');
  if (typeof body.RESULT !== 'string' || !RESULT_CODE.test(body.RESULT)) throw new HttpError(400, 'Malformed RESULT');
  if (!macMatches(body.MAC, resultMac(body, shop.resultKey))) throw new HttpError(400, 'MAC refused');
  if (String(order.amount) !== body.AMOUNT) throw new HttpError(400, 'Amount does not match the order');
  // 07: the provider refused an order it had already processed; nothing was charged, the order keeps its outcome.
  if (body.RESULT === DUPLICATED_ORDER) return { received: true };
  const result = body.RESULT;
  const approved = result === '00';
  // The notification and the settlement it makes are one transaction (a crash between them would record the outcome
  // and settle nothing, for good); the mails go after the commit.
  const settled = store.transaction(() => {
    const first = recordNotification(store, order.order_id, {
      result,
      transactionId: String(body.TRANSACTIONID ?? ''),
      panToken: approved ? String(body.PANALIAS) : null,
    });
    // A checked card's receipt address is kept until the provider answers, no longer.
    if (first && order.card_pan_token) forgetReceiptAddress(store, order.order_id);
    // The notification alone settles a debt: a rider who closes the tab on the hosted page loses nothing.
    if (!first || order.purpose !== 'settlement' || !approved) return null;
    return settleOrder(store, order, {
      transactionId: String(body.TRANSACTIONID ?? ''),
      panAlias: String(body.PANALIAS ?? ''),
      panTail: String(body.PANALIASTAIL ?? ''),
    });
  });
  if (settled) {
    // The card unblocked is told first: the settlement's own confirmation is the rider's newest mail.
    alertDenyListChanges(store, publicOrigin ?? origin);
    mailSettlement(store, settled, receiptOf(order));
  }
  return { received: true };
}
