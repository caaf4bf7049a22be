// @ts-check
/**
 * A receipt of a payment the checked card's view shows (cardCheck): `POST /api/card_check/payment_info` `{short_id}`
 * with the card cookie answers the payment's receipt data as `payments/get_info` does, for that card's own payments of
 * the travel days shown and nothing else (docs/contracts.md#cardcheck-a-card-checked-without-an-account).
 */
import { HttpError } from '../../http/errors.mjs';
import { paidByOf } from '../settlement/settlement-payments.mjs';
import { receiptLineOf, toPaymentInfoDto } from '../travels/travel-dtos.mjs';
import { paymentObject, ticketObjectsOfPayment } from '../travels/travel-json.mjs';
import { paymentByShortId } from '../travels/travels-db.mjs';
import { logCardCheck } from './card-check-db.mjs';
import { addressKey, cardWindow, clientOf, count, offered, requireAccess } from './card-check-guards.mjs';

/** @type {import('../../api/context.mjs').ApiHandler} */
export function checkedPaymentInfo(context) {
  offered(context);
  const { req, store, operator, body } = context;
  const access = requireAccess(context, 'receipt');
  const panToken = access.pan_token;
  count(context, [`card-read:${panToken}`, addressKey(req, 'read')]);
  const shortId = body.short_id;
  if (typeof shortId !== 'string' || !/^[\w-]{1,64}$/.test(shortId))
    throw new HttpError(400, 'Invalid field', {}, { field: 'short_id' });
  const { from, to } = cardWindow(operator.key, new Date());
  const payment = paymentByShortId(store, shortId);
  // Another card's payment, an older one or a settlement is none: the access reads this card's days shown only.
  const shown =
    payment &&
    payment.pan_token === panToken &&
    payment.operator_key === operator.key &&
    payment.travel_day >= from &&
    payment.travel_day <= to;
  const log = { operator: operator.key, panToken, client: clientOf(req), action: 'receipt' };
  if (!payment || !shown) {
    logCardCheck(store, { ...log, outcome: 'not_found' });
    throw new HttpError(404, 'Payment not found');
  }
  const paidBy = paidByOf(store, payment.id);
  logCardCheck(store, { ...log, outcome: 'ok' });
  return {
    ...toPaymentInfoDto(
      receiptLineOf(/** @type {import('../travels/travel-json.mjs').Payment} */ (paymentObject(store, shortId))),
      ticketObjectsOfPayment(store, payment.id),
    ),
    ...(paidBy ? { paid_by: paidBy } : {}),
  };
}
