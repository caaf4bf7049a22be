import type {
  PaymentProvider,
  PaymentPurpose,
  PaymentRequests,
  SignedPaymentRequest,
} from '../../../core/cards/payment-provider';

/** Signs like the operator's server would, with numbered order ids (no secret involved). */
export class InMemoryPaymentRequests implements PaymentRequests {
  private orders = 0;

  async sign(purpose: PaymentPurpose): Promise<SignedPaymentRequest> {
    this.orders += 1;
    return {
      url: 'https://provider.example/hosted-page',
      fields: { ORDERID: `order-${this.orders}`, AMOUNT: '0', PURPOSE: purpose },
    };
  }
}

/** The hosted page in memory: remembers where the rider was sent. */
export class RecordingPaymentProvider implements PaymentProvider {
  readonly opened: SignedPaymentRequest[] = [];

  async open(request: SignedPaymentRequest): Promise<void> {
    this.opened.push(request);
  }
}
