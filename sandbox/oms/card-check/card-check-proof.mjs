// @ts-check
/**
 * A card proven on the payment provider's hosted page, never typed into the portal (cardCheck): a card verification
 * (amount 0, no charge) signed as a card registration is, the provider's server-to-server notification (URLMS) recorded
 * once, and the signed answer the rider brings back redeemed once, within its window, for a card-scoped access
 * (docs/contracts.md#cardcheck-a-card-checked-without-an-account).
 */
import crypto from 'node:crypto';
import { HttpError } from '../../http/errors.mjs';
import { DUPLICATED_ORDER, hmacHex, joinFields, macMatches, REQ_FIELDS, resultMac } from '../../vpos/mac.mjs';
import { shopById, shopOfOperator } from '../../vpos/shops.mjs';
import { createCardCheck, findCardCheck, PROOF_TTL_MS, recordCheckNotification, redeemOnce } from './card-check-db.mjs';

/** Where the provider brings the rider back: the portal's public card-check page. */
export const CARD_CHECK_PATH = '/card-check';
/** The provider's notification of a card verification (URLMS). */
export const CARD_CHECK_NOTIFICATIONS = '/api/card_check/notifications';
/** OPTIONS of a verification alone: the issuer confirms the card, nothing is charged nor kept for later charges. */
export const VERIFY_ONLY = 'V';

/**
 * The hosted page's address and signed fields of a new card verification.
 * @param {import('../../db/store.mjs').Store} store @param {string} operator @param {string} origin
 */
export function signCardCheck(store, operator, origin) {
  const shop = shopOfOperator(operator);
  if (!shop) throw new HttpError(404, 'No payment shop for this operator');
  const orderId = crypto.randomUUID();
  createCardCheck(store, orderId, operator);
  const back = `${origin}${CARD_CHECK_PATH}`;
  /** @type {Record<string, string>} */
  const fields = {
    URLMS: `${origin}${CARD_CHECK_NOTIFICATIONS}`,
    URLDONE: back,
    ORDERID: orderId,
    SHOPID: shop.shopId,
    AMOUNT: '0',
    CURRENCY: '978',
    ACCOUNTINGMODE: 'D',
    AUTHORMODE: 'I',
    OPTIONS: VERIFY_ONLY,
  };
  const signed = joinFields(fields, REQ_FIELDS);
  return {
    url: `${origin}/sandbox/vpos/pay`,
    fields: {
      ...fields,
      URLBACK: `${back}?cancelled=1`,
      // No account, no address: the provider asks for none.
      EMAIL: '',
      SHOPEMAIL: shop.shopEmail,
      REQ: signed,
      MAC: hmacHex(signed, shop.startKey),
    },
  };
}

const RESULT_CODE = /^\d{2}$/;

/**
 * The provider's notification of a verification, authenticated as the payment notifications are: the result MAC,
 * the order it names (a verification of this shop's operator), amount 0 and an exact result code. Recorded once.
 * @param {import('../../db/store.mjs').Store} store @param {Record<string, string>} body
 */
export function receiveCheckNotification(store, body) {
  const shop = shopById(body.SHOPID);
  const check = typeof body.ORDERID === 'string' ? findCardCheck(store, body.ORDERID) : undefined;
  if (!shop || !check || shop.operator !== check.operator_key) throw new HttpError(404, 'Unknown order');
  if (typeof body.RESULT !== 'string' || !RESULT_CODE.test(body.RESULT)) throw new HttpError(400, 'Malformed RESULT');
  if (!macMatches(body.MAC, resultMac(body, shop.resultKey))) throw new HttpError(400, 'MAC refused');
  if (body.AMOUNT !== '0') throw new HttpError(400, 'Amount does not match the order');
  if (body.RESULT === DUPLICATED_ORDER) return { received: true };
  recordCheckNotification(store, check.order_id, {
    result: body.RESULT,
    transactionId: String(body.TRANSACTIONID ?? ''),
    panToken: body.RESULT === '00' ? String(body.PANALIAS ?? '') : null,
  });
  return { received: true };
}

/**
 * Why a proof is refused: `forged` (no valid signature of this operator's shop, or not a verification it notified),
 * `declined` (the provider did not verify the card), `expired` (redeemed after its window), `replayed` (redeemed before).
 * @typedef {'forged' | 'declined' | 'expired' | 'replayed'} Refusal
 */

/**
 * Checks the signed answer the rider brought back: a valid result MAC of this operator's shop, a verification order of
 * its own that the provider notified with the same outcome, within its window, never redeemed before.
 * @param {import('../../db/store.mjs').Store} store @param {string} operator @param {Record<string, unknown>} answer
 * @returns {{ ok: true, panToken: string } | { ok: false, refusal: Refusal }}
 */
export function redeemProof(store, operator, answer) {
  const shop = shopOfOperator(operator);
  const fields = Object.fromEntries(Object.entries(answer).map(([name, value]) => [name, String(value ?? '')]));
  if (!shop || fields.SHOPID !== shop.shopId) return { ok: false, refusal: 'forged' };
  if (!macMatches(fields.MAC, resultMac(fields, shop.resultKey))) return { ok: false, refusal: 'forged' };
  const check = findCardCheck(store, fields.ORDERID ?? '');
  if (!check || check.operator_key !== operator || fields.AMOUNT !== '0') return { ok: false, refusal: 'forged' };
  if (fields.RESULT !== '00') return { ok: false, refusal: 'declined' };
  // The notification alone is authoritative: the answer must agree with what the provider said server to server.
  const agrees =
    check.notified_at !== null &&
    check.result === '00' &&
    check.transaction_id === fields.TRANSACTIONID &&
    check.pan_token === fields.PANALIAS;
  if (!agrees || !check.pan_token) return { ok: false, refusal: 'forged' };
  if (check.redeemed_at !== null) return { ok: false, refusal: 'replayed' };
  if (Date.now() - check.created_at > PROOF_TTL_MS) return { ok: false, refusal: 'expired' };
  if (!redeemOnce(store, check.order_id)) return { ok: false, refusal: 'replayed' };
  return { ok: true, panToken: check.pan_token };
}
