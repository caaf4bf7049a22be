import type { PaymentProvider, PaymentRequests } from './payment-provider';

/** Sends the rider to the provider's hosted page to register a card, at no charge (docs/behaviour/rules.md#card-registration). */
export class StartCardRegistration {
  constructor(
    private readonly requests: PaymentRequests,
    private readonly provider: PaymentProvider,
  ) {}

  async execute(): Promise<void> {
    const request = await this.requests.sign('card_registration');
    await this.provider.open(request);
  }
}
