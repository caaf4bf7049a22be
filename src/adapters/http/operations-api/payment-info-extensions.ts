import type { PaidBy, PaymentInfo, SettledPayment } from '../../../core/travels/payment-info';
import { isRecord } from '../client/answer-body';
import { instant, money, text } from './travel-fields';

type Extensions = Pick<PaymentInfo, 'paidAt' | 'paidBy' | 'settles' | 'refund'>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function paidByOf(value: unknown): PaidBy | null {
  if (!isRecord(value)) return null;
  const shortId = text(value.short_id, 64);
  const paidAt = instant(value.paid_at);
  const truncatedPan = text(value.truncated_pan, 40);
  return shortId && paidAt && truncatedPan ? { shortId, paidAt, truncatedPan } : null;
}

function settledOf(value: unknown, currency: unknown): SettledPayment | null {
  if (!isRecord(value)) return null;
  const shortId = text(value.short_id, 64);
  const amount = money(value.amount, currency);
  const day = typeof value.travel_day === 'string' && DAY.test(value.travel_day) ? value.travel_day : null;
  return shortId && amount && day ? { shortId, amount, day } : null;
}

/**
 * The extensions of `payments/get_info` (docs/contracts.md): `payment.updated` (when it was paid), `paid_by`
 * on a payment a settlement paid, `settles` and `credit` on a settlement. Absent: nothing (an operator that does not send them);
 * present but out of shape: null, and the whole answer is malformed.
 */
export function paymentInfoExtensions(body: Record<string, unknown>, currency: unknown): Extensions | null {
  const extensions: { -readonly [K in keyof Extensions]: Extensions[K] } = {};
  const updated = isRecord(body.payment) ? body.payment.updated : undefined;
  if (updated !== undefined) {
    const paidAt = instant(updated);
    if (!paidAt) return null;
    extensions.paidAt = paidAt;
  }
  if (body.paid_by !== undefined) {
    const paidBy = paidByOf(body.paid_by);
    if (!paidBy) return null;
    extensions.paidBy = paidBy;
  }
  if (body.settles !== undefined) {
    if (!Array.isArray(body.settles)) return null;
    const settles = body.settles.map((item) => settledOf(item, currency));
    if (!settles.every((item): item is SettledPayment => item !== null)) return null;
    extensions.settles = settles;
  }
  if (body.credit !== undefined) {
    const refund = money(body.credit, currency);
    if (!refund) return null;
    extensions.refund = refund;
  }
  return extensions;
}
