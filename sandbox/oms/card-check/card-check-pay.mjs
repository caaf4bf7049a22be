// @ts-check
/**
 * What a card checked without an account owes, paid on the hosted page (cardCheck): `POST /api/card_check/pay`
 * `{email, idempotency_key?, language?}` with a live card-scoped access signs a settlement of the card's failed
 * payments as the signed-in settlement does (one open order per debt, idempotent by key, 409 when nothing is owed),
 * an order of no account, for that card. The provider's notification (URLMS, `/api/payment_notifications`) settles
 * it as it settles an account's, and the receipt goes to the address typed here, kept on the order until then
 * (docs/contracts.md#cardcheck-a-card-checked-without-an-account).
 */
import { isEmail } from '../../../contract/operator-rules.mjs';
import { throttleKeys } from '../../auth/throttle.mjs';
import { idempotencyKey, signOrder } from '../../api/payment-requests.mjs';
import { failedPaymentsOfCard } from '../../api/settlement-amount.mjs';
import { hasSettlementTexts } from '../../api/settlement-mail.mjs';
import { text } from '../../api/validation.mjs';
import { listLanguages } from '../../db/operators.mjs';
import { HttpError } from '../../http/errors.mjs';
import { shopOfOperator } from '../../vpos/shops.mjs';
import { findCard, linkOf } from '../cards/cards-db.mjs';
import { logCardCheck } from './card-check-db.mjs';
import { clientOf, offered, refuseThrottled, requireAccess } from './card-check-guards.mjs';

/** @typedef {import('../../api/context.mjs').ApiContext} ApiContext */

/** @param {string} field */
const invalidField = (field) => new HttpError(400, 'Invalid field', {}, { field });

/**
 * The receipt's language: the one asked for, among the operator's that the mail speaks (400 otherwise), else the
 * operator's first such. @param {ApiContext} context
 */
function receiptLanguage({ store, operator, body }) {
  const spoken = listLanguages(store, operator.key)
    .map((language) => language.id)
    .filter(hasSettlementTexts);
  if (body.language === undefined || body.language === null) return spoken[0] ?? 'en';
  if (typeof body.language !== 'string' || !spoken.includes(body.language)) throw invalidField('language');
  return body.language;
}

/** How a refusal is logged: its code, else what its status says. @param {unknown} error */
function outcomeOf(error) {
  if (!(error instanceof HttpError)) return 'error';
  if (typeof error.details.code === 'string') return error.details.code;
  if (error.status === 409) return error.message === 'Nothing to settle' ? 'nothing_owed' : 'open_order';
  return error.status === 429 ? 'throttled' : error.status === 400 ? 'invalid' : String(error.status);
}

/** `POST /api/card_check/pay`. @type {import('../../api/context.mjs').ApiHandler} */
export function pay(context) {
  offered(context);
  const { req, store, operator, body, throttle, origin } = context;
  const panToken = requireAccess(context, 'pay').pan_token;
  /** @param {string} outcome */
  const log = (outcome) =>
    logCardCheck(store, { operator: operator.key, panToken, client: clientOf(req), action: 'pay', outcome });
  let made = false;
  try {
    const email = text(body.email);
    if (!isEmail(email)) throw invalidField('email');
    const receipt = { email, language: receiptLanguage(context) };
    const key = idempotencyKey(body.idempotency_key);
    const card = findCard(store, panToken);
    const shop = shopOfOperator(operator.key);
    if (!card || card.operator_key !== operator.key) throw new HttpError(401, 'No card access');
    if (!shop) throw new HttpError(404, 'No payment shop for this operator');
    // The card went into an account meanwhile: its debt is that account's to settle, signed in.
    if (linkOf(store, panToken))
      throw new HttpError(409, 'The card belongs to an account', {}, { code: 'belongs_to_account' });
    // Each new order counts as a mail anyone could trigger: per card, per address typed, per client address.
    const keys = [`mail:card-pay:${panToken}`, ...throttleKeys(req, 'mail', email)];
    refuseThrottled(context, keys);
    const signed = signOrder(store, {
      owner: { panToken },
      purpose: 'settlement',
      key,
      operator: operator.key,
      shop,
      origin,
      email,
      owed: () => failedPaymentsOfCard(store, panToken, operator.key),
      receipt,
      beforeNewOrder: () => {
        throttle.fail(keys);
        made = true;
      },
    });
    log(made ? 'signed' : 'same_order');
    return signed;
  } catch (error) {
    log(outcomeOf(error));
    throw error;
  }
}
