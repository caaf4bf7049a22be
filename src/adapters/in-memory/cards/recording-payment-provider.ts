import type {
  PaymentProvider,
  PaymentPurpose,
  PaymentRequests,
  SignedPaymentRequest,
} from '../../../core/cards/payment-provider';

/**
 * Signs like the operator's server would, with numbered order ids (no secret involved): the same
 * idempotency key answers the same order, and one settlement order stays open until `close`d (docs/contracts.md#bank-cards-and-payment-requests-product-api-a-session-is-required).
 */
export class InMemoryPaymentRequests implements PaymentRequests {
  private orders = 0;
  private readonly byKey = new Map<string, SignedPaymentRequest>();
  private open: SignedPaymentRequest | null = null;

  async sign(purpose: PaymentPurpose, idempotencyKey?: string): Promise<SignedPaymentRequest> {
    const known = idempotencyKey ? this.byKey.get(idempotencyKey) : undefined;
    if (known) return known;
    if (purpose === 'settlement' && this.open) return this.open;
    this.orders += 1;
    const request = {
      url: 'https://provider.example/hosted-page',
      fields: { ORDERID: `order-${this.orders}`, AMOUNT: '0', PURPOSE: purpose },
    };
    if (idempotencyKey) this.byKey.set(idempotencyKey, request);
    if (purpose === 'settlement') this.open = request;
    return request;
  }

  /** The provider notified the open settlement order: the next settlement is a new order. */
  close(): void {
    this.open = null;
  }
}

/** The hosted page in memory: remembers where the rider was sent. */
export class RecordingPaymentProvider implements PaymentProvider {
  readonly opened: SignedPaymentRequest[] = [];

  async open(request: SignedPaymentRequest): Promise<void> {
    this.opened.push(request);
  }
}
