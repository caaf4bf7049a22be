// @ts-check
/**
 * A card checked without an account, an extension (cardCheck) of the product API: `POST /api/card_check/sign` (the
 * hosted page's signed verification request), `POST /api/card_check/notifications` (the provider's URLMS),
 * `POST /api/card_check/redeem` (the signed answer for a card-scoped access in its own cookie), `POST
 * /api/card_check/get` (the card's state, what it owes, its recent trips and payments), `POST /api/card_check/done`
 * (the access ended), `POST /api/card_check/pay` (what the card owes, paid on the hosted page: card-check-pay.mjs).
 * 404 for an operator not offering it; throttled per client address and per card; every access
 * logged (docs/contracts.md#cardcheck-a-card-checked-without-an-account).
 */
import { readCookie } from '../../auth/session.mjs';
import { HttpError } from '../../http/errors.mjs';
import { findCard, linkOf } from '../cards/cards-db.mjs';
import { cardStateOf } from '../card-status/card-status-routes.mjs';
import { updateDenyList } from '../card-status/deny-list.mjs';
import { paymentsJson, ticketsJson, wholeList } from '../travels/travel-json.mjs';
import { ACCESS_TTL_SECONDS, accessOf, CARD_COOKIE, endAccess, logCardCheck, startAccess } from './card-check-db.mjs';
import { receiveCheckNotification, redeemProof, signCardCheck } from './card-check-proof.mjs';
import {
  addressKey,
  cardWindow,
  clientOf,
  count,
  offered,
  refuseThrottled,
  requireAccess,
} from './card-check-guards.mjs';
import { pay } from './card-check-pay.mjs';
import { checkedPaymentInfo } from './card-check-receipts.mjs';

/** @typedef {import('../../api/context.mjs').ApiContext} ApiContext */

/** The Set-Cookie value that ends the card-scoped access. @param {ApiContext} context */
export const clearedCardCookie = ({ sessions }) => `${CARD_COOKIE}=; ${sessions.attributes}; Max-Age=0`;

/** Ends the request's card-scoped access, if any: on "Done" and on every sign-in. @param {ApiContext} context */
export function endCardAccess(context) {
  endAccess(context.store, readCookie(context.req, CARD_COOKIE));
  return clearedCardCookie(context);
}

/** @type {import('../../api/context.mjs').ApiHandler} */
function sign(context) {
  offered(context);
  count(context, [addressKey(context.req, 'sign')]);
  const signed = signCardCheck(context.store, context.operator.key, context.origin);
  logCardCheck(context.store, {
    operator: context.operator.key,
    client: clientOf(context.req),
    action: 'sign',
    outcome: 'ok',
  });
  return signed;
}

/** @type {import('../../api/context.mjs').ApiHandler} */
function redeem(context) {
  offered(context);
  const { req, res, store, operator, throttle, body } = context;
  const address = [addressKey(req, 'proof')];
  refuseThrottled(context, address);
  const answer = typeof body.answer === 'object' && body.answer !== null ? body.answer : {};
  const proof = redeemProof(store, operator.key, /** @type {Record<string, unknown>} */ (answer));
  const log = { operator: operator.key, client: clientOf(req), action: 'redeem' };
  if (!proof.ok) {
    throttle.fail(address);
    logCardCheck(store, { ...log, outcome: proof.refusal });
    throw new HttpError(400, 'Proof refused', {}, { code: `proof_${proof.refusal}` });
  }
  count(context, [`card-proof:${proof.panToken}`]);
  const card = findCard(store, proof.panToken);
  const panToken = proof.panToken;
  if (!card || card.operator_key !== operator.key) {
    logCardCheck(store, { ...log, panToken, outcome: 'never_tapped' });
    return { outcome: 'never_tapped' };
  }
  // A card in someone's account says only that: never whose, nothing of it.
  if (linkOf(store, panToken)) {
    logCardCheck(store, { ...log, panToken, outcome: 'belongs_to_account' });
    return { outcome: 'belongs_to_account' };
  }
  const access = startAccess(store, operator.key, panToken);
  res.setHeader(
    'Set-Cookie',
    `${CARD_COOKIE}=${access.secret}; ${context.sessions.attributes}; Max-Age=${ACCESS_TTL_SECONDS}`,
  );
  logCardCheck(store, { ...log, panToken, outcome: 'access' });
  return { outcome: 'access', expires_at: access.expiresAt };
}

/** @type {import('../../api/context.mjs').ApiHandler} */
function get(context) {
  offered(context);
  const { req, store, operator } = context;
  const access = requireAccess(context, 'get');
  const panToken = access.pan_token;
  count(context, [`card-read:${panToken}`, addressKey(req, 'read')]);
  const card = findCard(store, panToken);
  if (!card) throw new HttpError(401, 'No card access');
  const now = new Date();
  updateDenyList(store, now);
  const { days, from, to } = cardWindow(operator.key, now);
  const query = { operator: operator.key, aliases: [panToken], from, to, descending: true };
  const trips = wholeList(ticketsJson(store, { ...query, limit: 0, offset: 0 }));
  const payments = wholeList(paymentsJson(store, { ...query, limit: 0, offset: 0, succeeded: true, failed: true }));
  logCardCheck(store, { operator: operator.key, panToken, client: clientOf(req), action: 'get', outcome: 'ok' });
  return {
    window_days: days,
    from: query.from,
    to,
    expires_at: new Date(access.expires_at).toISOString(),
    // The card as its holder sees it on the card itself: no token, no payment account reference (it ties cards together).
    card: {
      pan_token: card.pan_token,
      truncated_pan: card.truncated_pan,
      label: card.label,
      form_factors_name: card.form_factor,
    },
    status: cardStateOf(store, card, now),
    trips,
    payments,
  };
}

/** @type {import('../../api/context.mjs').ApiHandler} */
function done(context) {
  offered(context);
  const { req, res, store, operator } = context;
  const access = accessOf(store, readCookie(req, CARD_COOKIE), operator.key);
  res.setHeader('Set-Cookie', endCardAccess(context));
  logCardCheck(store, {
    operator: operator.key,
    panToken: access?.pan_token ?? null,
    client: clientOf(req),
    action: 'done',
    outcome: 'ok',
  });
  return { done: true };
}

/** The product-API handlers of cardCheck, by route (sandbox/api/router.mjs puts them behind the x-api-key). */
export const CARD_CHECK_HANDLERS = {
  'POST /api/card_check/sign': sign,
  'POST /api/card_check/redeem': redeem,
  'POST /api/card_check/get': get,
  'POST /api/card_check/done': done,
  'POST /api/card_check/pay': pay,
  'POST /api/card_check/payment_info': checkedPaymentInfo,
};

/** The provider's notification: a form post without the portal's x-api-key. @param {import('../../routes.mjs').SandboxContext} context @param {Record<string, string>} body */
export const receiveCardCheckNotification = ({ store }, body) => receiveCheckNotification(store, body);
