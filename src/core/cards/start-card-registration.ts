import type { PaymentProvider, PaymentRequests } from './payment-provider';

/** Sends the rider to the provider's hosted page to register a card, at no charge (spec 2.12, 7.3). */
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
