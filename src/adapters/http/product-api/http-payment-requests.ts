import type { AxiosInstance } from 'axios';
import type { PaymentPurpose, PaymentRequests, SignedPaymentRequest } from '../../../core/cards/payment-provider';
import { isRecord } from '../client/answer-body';
import { postAnswer } from '../client/api-call';

const FIELD = /^[A-Z]{2,20}$/;

/** A signed request: an http(s) URL and a flat map of string fields with a MAC; null otherwise. */
export function toSignedRequest(body: unknown): SignedPaymentRequest | null {
  if (!isRecord(body) || typeof body.url !== 'string' || !/^https?:\/\//.test(body.url) || !isRecord(body.fields))
    return null;
  const fields = Object.entries(body.fields);
  if (!fields.every(([name, value]) => FIELD.test(name) && typeof value === 'string')) return null;
  if (typeof body.fields.MAC !== 'string' || typeof body.fields.REQ !== 'string') return null;
  return { url: body.url, fields: Object.fromEntries(fields) as Record<string, string> };
}

/**
 * PaymentRequests signed by the operator's server (`POST {api}/payment_requests/sign`, docs/behaviour/operator-contract.md#cards-and-payment-requests), with
 * the attempt's `idempotency_key` (docs/contracts.md#bank-cards-and-payment-requests-product-api-a-session-is-required). A 409 that carries the debt's open order (`{error, url,
 * fields}`) is read as that order: the rider pays the one order there is.
 */
export class HttpPaymentRequests implements PaymentRequests {
  constructor(private readonly http: AxiosInstance) {}

  sign(purpose: PaymentPurpose, idempotencyKey?: string): Promise<SignedPaymentRequest> {
    const body = idempotencyKey ? { purpose, idempotency_key: idempotencyKey } : { purpose };
    return postAnswer(this.http, '/payment_requests/sign', body, toSignedRequest);
  }
}
