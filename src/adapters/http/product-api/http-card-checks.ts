import type { AxiosInstance } from 'axios';
import type { CardChecks, CardPaymentOrder, CardPaymentStart } from '../../../core/card-check/card-checks';
import {
  CARD_PROOF_REFUSALS,
  type CardPaymentRefusal,
  type CardProofOutcome,
  type CardProofRefusal,
  type CheckedCard,
} from '../../../core/card-check/checked-card';
import type { SignedPaymentRequest } from '../../../core/cards/payment-provider';
import { isCalendarDay } from '../../../core/shared/calendar-day';
import type { ReadSignal } from '../../../core/shared/read-signal';
import { ServiceFailure } from '../../../core/shared/service-failure';
import { isRecord } from '../client/answer-body';
import { call, postAnswer } from '../client/api-call';
import { toCardState } from '../operations-api/card-status-dtos';
import { instant, listOf, text, travelCard, wholeNumber } from '../operations-api/travel-fields';
import { toPayment, toPaymentInfo, toTicket } from '../operations-api/travel-dtos';
import type { PaymentInfo } from '../../../core/travels/payment-info';
import { toSignedRequest } from './http-payment-requests';

/** `card_check/get`'s answer; null out of shape. */
export function toCheckedCard(body: unknown): CheckedCard | null {
  if (!isRecord(body) || !isRecord(body.card)) return null;
  const windowDays = wholeNumber(body.window_days, 1, 400);
  const from = text(body.from, 10);
  const to = text(body.to, 10);
  const expiresAt = instant(body.expires_at);
  const aliasPan = text(body.card.pan_token, 200);
  const card = travelCard(body.card.label, body.card.truncated_pan, body.card.form_factors_name);
  const state = toCardState(body.status);
  const trips = listOf(body.trips, toTicket);
  const payments = listOf(body.payments, toPayment);
  if (windowDays === null || !from || !to || !isCalendarDay(from) || !isCalendarDay(to) || !expiresAt) return null;
  if (!aliasPan || !card || !state || state.aliasPan !== aliasPan || !trips || !payments) return null;
  return { windowDays, from, to, expiresAt, card: { ...card, aliasPan }, state, trips, payments };
}

function toProofOutcome(body: unknown): CardProofOutcome | null {
  if (!isRecord(body)) return null;
  switch (body.outcome) {
    case 'access': {
      const expiresAt = instant(body.expires_at);
      return expiresAt ? { kind: 'access', expiresAt } : null;
    }
    case 'belongs_to_account':
      return { kind: 'belongsToAccount' };
    case 'never_tapped':
      return { kind: 'neverTapped' };
    default:
      return null;
  }
}

/** 400 `{code: "proof_<reason>"}`. */
function toProofRefusal(body: unknown): CardProofOutcome | null {
  const code = isRecord(body) && typeof body.code === 'string' ? body.code.replace(/^proof_/, '') : null;
  return code && (CARD_PROOF_REFUSALS as readonly string[]).includes(code)
    ? { kind: 'refused', reason: code as CardProofRefusal }
    : null;
}

const refusedPayment = (reason: Exclude<CardPaymentRefusal, 'throttled'>): CardPaymentStart => ({
  kind: 'refused',
  reason,
});

/** 409: the debt's open order (`{error, url, fields}`) is the one to pay; without one, nothing is owed. */
const toConflict = (body: unknown): CardPaymentStart => {
  const open = toSignedRequest(body);
  if (open) return { kind: 'request', request: open };
  return refusedPayment(isRecord(body) && body.code === 'belongs_to_account' ? 'belongs-to-account' : 'nothing-owed');
};

/** Throttled (429): told as a refusal, with nothing started. */
const throttled = <A>(value: A) => ({ 429: () => value });

/**
 * A card checked without an account at the product API (the `cardCheck` extension,
 * docs/contracts.md#cardcheck-a-card-checked-without-an-account): the card-scoped access is the operator's httpOnly
 * cookie, so a 401 is "no access", never an ended session. For an operator that does not offer it: no call.
 */
export class HttpCardChecks implements CardChecks {
  constructor(
    private readonly http: AxiosInstance,
    readonly offered = true,
  ) {}

  private ensureOffered(): void {
    if (!this.offered) throw new ServiceFailure('malformed', 'the operator does not offer cardCheck');
  }

  sign(): Promise<SignedPaymentRequest> {
    this.ensureOffered();
    return postAnswer(this.http, '/card_check/sign', {}, toSignedRequest);
  }

  redeem(answer: Readonly<Record<string, string>>): Promise<CardProofOutcome> {
    this.ensureOffered();
    return call<CardProofOutcome>(
      this.http,
      { method: 'POST', path: '/card_check/redeem', body: { answer } },
      {
        read: toProofOutcome,
        byStatus: { 400: toProofRefusal, ...throttled<CardProofOutcome>({ kind: 'refused', reason: 'throttled' }) },
      },
    );
  }

  async read(signal?: ReadSignal): Promise<CheckedCard | null> {
    if (!this.offered) return null;
    const found = await call<CheckedCard | 'none'>(
      this.http,
      { method: 'POST', path: '/card_check/get', body: {} },
      { read: toCheckedCard, byStatus: { 401: () => 'none' }, ...(signal ? { signal } : {}) },
    );
    return found === 'none' ? null : found;
  }

  pay({ email, language, idempotencyKey }: CardPaymentOrder): Promise<CardPaymentStart> {
    this.ensureOffered();
    return call<CardPaymentStart>(
      this.http,
      {
        method: 'POST',
        path: '/card_check/pay',
        body: { email, language, idempotency_key: idempotencyKey },
      },
      {
        read: (body) => {
          const request = toSignedRequest(body);
          return request ? { kind: 'request', request } : null;
        },
        byStatus: {
          400: (body) => (isRecord(body) && body.field === 'email' ? refusedPayment('invalid-email') : null),
          401: () => refusedPayment('no-access'),
          409: toConflict,
          ...throttled<CardPaymentStart>({ kind: 'refused', reason: 'throttled' }),
        },
      },
    );
  }

  async paymentInfo(shortId: string, signal?: ReadSignal): Promise<PaymentInfo | null> {
    if (!this.offered) return null;
    const found = await call<PaymentInfo | 'none'>(
      this.http,
      { method: 'POST', path: '/card_check/payment_info', body: { short_id: shortId } },
      { read: toPaymentInfo, byStatus: { 401: () => 'none', 404: () => 'none' }, ...(signal ? { signal } : {}) },
    );
    return found === 'none' ? null : found;
  }

  async done(): Promise<void> {
    if (!this.offered) return;
    await postAnswer(this.http, '/card_check/done', {}, (body) => (isRecord(body) ? true : null));
  }
}
