// @ts-check
/**
 * The card payment provider's hosted page (a stand-in for SIA VPOS) under /sandbox/vpos: it checks
 * the signed request, takes the card, notifies the merchant server to server (URLMS) and only then
 * sends the rider back to URLDONE with the signed answer; Cancel goes back to URLBACK.
 */
import crypto from 'node:crypto';
import { readFormBody } from '../http/body.mjs';
import { redirect, sendHtml } from '../http/respond.mjs';
import { findOperator } from '../db/operators.mjs';
import { panAlias } from '../oms/cards.mjs';
import { DECLINED_PAN } from '../oms/demo-cards.mjs';
import { readCardEntry } from './card-entry.mjs';
import { checkRequest } from './check-request.mjs';
import { resultMac } from './mac.mjs';
import { renderCardForm, renderRefused } from './page.mjs';

/** @typedef {import('../routes.mjs').SandboxContext} SandboxContext */

/** @param {string} url @param {Record<string, string>} params */
const withParams = (url, params) => `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(params)}`;

/** @param {SandboxContext} context */
async function checked({ req, res, store, origin }) {
  const form = await readFormBody(req);
  const check = checkRequest(form, origin);
  if (!check.ok) {
    sendHtml(res, renderRefused(check.reason), 400);
    return null;
  }
  const merchant = findOperator(store, check.shop.operator)?.name ?? check.shop.shopId;
  return { form, merchant, ...check };
}

/** The provider's answer for a card. @param {Record<string, string>} request @param {string} pan @param {{ month: string, year: string }} expiry @param {string} resultKey */
function answerFor(request, pan, expiry, resultKey) {
  const approved = pan !== DECLINED_PAN;
  /** @type {Record<string, string>} */
  const answer = {
    ORDERID: request.ORDERID ?? '',
    SHOPID: request.SHOPID ?? '',
    AUTHNUMBER: approved ? String(crypto.randomInt(100000, 999999)) : 'NULL',
    AMOUNT: request.AMOUNT ?? '0',
    CURRENCY: request.CURRENCY ?? '978',
    TRANSACTIONID: `8032${crypto.randomBytes(9).toString('hex').toUpperCase()}`,
    ACCOUNTINGMODE: request.ACCOUNTINGMODE ?? 'D',
    AUTHORMODE: request.AUTHORMODE ?? 'I',
    RESULT: approved ? '00' : '04',
    TRANSACTIONTYPE: request.AMOUNT === '0' ? 'TT06' : 'TT07',
    PANALIAS: approved ? panAlias(pan) : 'NULL',
    PANALIASEXPDATE: approved ? `${expiry.year}${expiry.month}` : 'NULL',
    PANALIASTAIL: approved ? pan.slice(-4) : 'NULL',
  };
  return { ...answer, MAC: resultMac(answer, resultKey) };
}

/** POST /sandbox/vpos/pay: the signed request arrives from the merchant's page. @param {SandboxContext} context */
async function pay(context) {
  const page = await checked(context);
  if (page) sendHtml(context.res, renderCardForm({ merchant: page.merchant, request: page.request }));
}

/** POST /sandbox/vpos/confirm: the card. @param {SandboxContext} context */
async function confirm(context) {
  const page = await checked(context);
  if (!page) return;
  const entry = readCardEntry(page.form, new Date());
  if (!entry.ok)
    return sendHtml(
      context.res,
      renderCardForm({ merchant: page.merchant, request: page.request, values: entry.values, errors: entry.errors }),
      422,
    );
  const answer = answerFor(page.request, entry.pan, entry.expiry, page.shop.resultKey);
  // Server to server first: the merchant records the outcome by ORDERID whatever the browser does next.
  const notified = await fetch(page.request.URLMS ?? '', { method: 'POST', body: new URLSearchParams(answer) }).catch(
    () => null,
  );
  if (!notified?.ok)
    return sendHtml(
      context.res,
      renderRefused('The merchant could not be notified of the payment. Nothing was charged.'),
      502,
    );
  redirect(context.res, withParams(page.request.URLDONE ?? '', answer));
}

/** POST /sandbox/vpos/cancel: back to the merchant, nothing done. @param {SandboxContext} context */
async function cancel(context) {
  const page = await checked(context);
  if (page) redirect(context.res, page.request.URLBACK ?? '');
}

/** @type {Record<string, (context: SandboxContext) => unknown>} */
export const VPOS_ROUTES = {
  'POST /sandbox/vpos/pay': pay,
  'POST /sandbox/vpos/confirm': confirm,
  'POST /sandbox/vpos/cancel': cancel,
};
