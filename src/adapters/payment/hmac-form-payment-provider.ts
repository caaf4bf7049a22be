import type { PaymentProvider, SignedPaymentRequest } from '../../core/cards/payment-provider';

/**
 * The provider's hosted page, reached as docs/behaviour/operator-contract.md#the-card-payment-provider says: an HTML form POST of the signed
 * hidden fields. The browser leaves the portal; the provider brings the rider back to URLDONE.
 */
export class HmacFormPaymentProvider implements PaymentProvider {
  constructor(private readonly document: Document) {}

  async open(request: SignedPaymentRequest): Promise<void> {
    const form = this.document.createElement('form');
    form.method = 'POST';
    form.action = request.url;
    form.hidden = true;
    for (const [name, value] of Object.entries(request.fields)) {
      const input = this.document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.append(input);
    }
    this.document.body.append(form);
    form.submit();
  }
}
