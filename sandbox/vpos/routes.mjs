// @ts-check
/**
 * The card payment provider's hosted page (a stand-in for SIA VPOS) under /sandbox/vpos: it checks
 * the signed request, takes the card, notifies the merchant server to server (URLMS) and only then
 * sends the rider back to URLDONE with the signed answer; Cancel goes back to URLBACK.
 * Post/redirect/get (docs/contracts.md#sandbox-only-endpoints-not-part-of-a-real-operator): every form post answers with a redirect, the page itself is a GET of
 * the order, so Back and reload never post again; an ORDERID is processed once, a second confirmation
 * gets RESULT 07 "Duplicated order" and a finished order opened again says that it is finished.
 */
import crypto from 'node:crypto';
import { readFormBody } from '../http/body.mjs';
import { redirect, sendHtml } from '../http/respond.mjs';
import { findOperator } from '../db/operators.mjs';
import { panAlias } from '../oms/cards/cards.mjs';
import { declinesCharges } from '../oms/cards/demo-cards.mjs';
import { readCardEntry } from './card-entry.mjs';
import { checkRequest } from './check-request.mjs';
import { DUPLICATED_ORDER, resultMac } from './mac.mjs';
import { renderCardForm, renderFinished, renderRefused } from './page.mjs';
import { claimOrder, findVposOrder, releaseOrder, rememberEntryErrors, rememberRequest } from './provider-db.mjs';
import { shopById } from './shops.mjs';

/** @typedef {import('../routes.mjs').SandboxContext & { params: Record<string, string> }} SandboxContext */
/** @typedef {import('./provider-db.mjs').VposOrderRow} VposOrderRow */

/** @param {string} url @param {Record<string, string>} params */
const withParams = (url, params) => `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(params)}`;

/** The order's own page, fetched by GET. @param {{ shop_id: string, order_id: string }} row */
const pageOf = (row) => `/sandbox/vpos/order/${encodeURIComponent(row.shop_id)}/${encodeURIComponent(row.order_id)}`;

/** @param {VposOrderRow} row @returns {Record<string, string>} */
const requestOf = (row) => JSON.parse(row.request);

/**
 * The provider's signed answer for an order (every outcome signed: docs/contracts.md#bank-cards-and-payment-requests-product-api-a-session-is-required).
 * @param {Record<string, string>} request @param {string} resultKey
 * @param {{ result: string, pan?: string, expiry?: { month: string, year: string } }} outcome
 */
function answerFor(request, resultKey, { result, pan, expiry }) {
  const approved = result === '00' && pan !== undefined && expiry !== undefined;
  /** @type {Record<string, string>} */
  const answer = {
    ORDERID: request.ORDERID ?? '',
    SHOPID: request.SHOPID ?? '',
    AUTHNUMBER: approved ? String(crypto.randomInt(100000, 999999)) : 'NULL',
    AMOUNT: request.AMOUNT ?? '0',
    CURRENCY: request.CURRENCY ?? '978',
    TRANSACTIONID: result === DUPLICATED_ORDER ? 'NULL' : `8032${crypto.randomBytes(9).toString('hex').toUpperCase()}`,
    ACCOUNTINGMODE: request.ACCOUNTINGMODE ?? 'D',
    AUTHORMODE: request.AUTHORMODE ?? 'I',
    RESULT: result,
    TRANSACTIONTYPE: request.AMOUNT === '0' ? 'TT06' : 'TT07',
    PANALIAS: approved ? panAlias(pan) : 'NULL',
    PANALIASEXPDATE: approved ? `${expiry.year}${expiry.month}` : 'NULL',
    PANALIASTAIL: approved ? pan.slice(-4) : 'NULL',
  };
  return { ...answer, MAC: resultMac(answer, resultKey) };
}

/** The stored order a form names by SHOPID and ORDERID. @param {URLSearchParams} form @param {SandboxContext} context */
function postedOrder(form, { res, store }) {
  const row = findVposOrder(store, form.get('SHOPID') ?? '', form.get('ORDERID') ?? '');
  if (!row) sendHtml(res, renderRefused('This payment request is unknown. Start again from the merchant.'), 404);
  return row ?? null;
}

/** POST /sandbox/vpos/pay: the signed request arrives from the merchant's page; kept, then its page by GET. @param {SandboxContext} context */
async function pay({ req, res, store, origin }) {
  const check = checkRequest(await readFormBody(req), origin);
  if (!check.ok) return sendHtml(res, renderRefused(check.reason), 400);
  const row = rememberRequest(store, check.request);
  if (!row)
    return sendHtml(res, renderRefused('Duplicated order: another request already has this order number.'), 409);
  redirect(res, pageOf(row));
}

/** GET /sandbox/vpos/order/{SHOPID}/{ORDERID}: the card form, or the order's outcome once processed. @param {SandboxContext} context */
function orderPage({ res, store, params }) {
  const row = findVposOrder(store, params.shopId ?? '', params.orderId ?? '');
  if (!row) return sendHtml(res, renderRefused('This payment request is unknown. Start again from the merchant.'), 404);
  const request = requestOf(row);
  const shop = shopById(row.shop_id);
  const merchant = (shop && findOperator(store, shop.operator)?.name) ?? row.shop_id;
  if (row.answer) return sendHtml(res, renderFinished({ merchant, request, answer: JSON.parse(row.answer) }));
  const errors = row.errors ? JSON.parse(row.errors) : {};
  sendHtml(res, renderCardForm({ merchant, request, values: { EXPIRY: row.expiry ?? '' }, errors }));
}

/** POST /sandbox/vpos/confirm: the card. @param {SandboxContext} context */
async function confirm(context) {
  // The card form is the hosted page's own: another site's post to an open order is refused before (sandbox/server.mjs).
  const form = await readFormBody(context.req);
  const row = postedOrder(form, context);
  const shop = row && shopById(row.shop_id);
  if (!row || !shop) return;
  const request = requestOf(row);
  const back = request.URLDONE ?? '';
  if (row.processed_at !== null)
    return redirect(context.res, withParams(back, answerFor(request, shop.resultKey, { result: DUPLICATED_ORDER })));
  const entry = readCardEntry(form, new Date());
  if (!entry.ok) {
    rememberEntryErrors(context.store, row, entry.errors, entry.values.EXPIRY ?? '');
    return redirect(context.res, pageOf(row));
  }
  // The issuer declines charging the declined card (and the declining wallet), not verifying it (cardCheck's verification alone: OPTIONS V).
  const verifyOnly = request.OPTIONS === 'V' && request.AMOUNT === '0';
  const result = declinesCharges(entry.pan) && !verifyOnly ? '04' : '00';
  const answer = answerFor(request, shop.resultKey, { result, pan: entry.pan, expiry: entry.expiry });
  // One processing per ORDERID: a second tab or a double click finds it claimed and gets RESULT 07.
  if (!claimOrder(context.store, row, answer))
    return redirect(context.res, withParams(back, answerFor(request, shop.resultKey, { result: DUPLICATED_ORDER })));
  // Server to server first: the merchant records the outcome by ORDERID whatever the browser does next.
  const notified = await fetch(request.URLMS ?? '', { method: 'POST', body: new URLSearchParams(answer) }).catch(
    () => null,
  );
  if (!notified?.ok) {
    releaseOrder(context.store, row);
    return sendHtml(
      context.res,
      renderRefused('The merchant could not be notified of the payment. Nothing was charged.'),
      502,
    );
  }
  redirect(context.res, withParams(back, answer));
}

/** POST /sandbox/vpos/cancel: back to the merchant, nothing done. @param {SandboxContext} context */
async function cancel(context) {
  const row = postedOrder(await readFormBody(context.req), context);
  if (row) redirect(context.res, requestOf(row).URLBACK ?? '');
}

/** @type {Record<string, (context: SandboxContext) => unknown>} */
export const VPOS_ROUTES = {
  'POST /sandbox/vpos/pay': pay,
  'GET /sandbox/vpos/order/:shopId/:orderId': orderPage,
  'POST /sandbox/vpos/confirm': confirm,
  'POST /sandbox/vpos/cancel': cancel,
};
