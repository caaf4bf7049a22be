import type { PaymentProvider, PaymentRequests } from '../cards/payment-provider';

/**
 * Sends the rider to the provider's hosted page to pay what they owe (spec 4, 7.3). The amount is
 * the operator's to compute from the failed payments: the browser never chooses it.
 */
export class StartSettlement {
  constructor(
    private readonly requests: PaymentRequests,
    private readonly provider: PaymentProvider,
  ) {}

  async execute(): Promise<void> {
    await this.provider.open(await this.requests.sign('settlement'));
  }
}
