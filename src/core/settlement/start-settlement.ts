import type { PaymentProvider, PaymentRequests } from '../cards/payment-provider';
import type { Ids } from '../shared/ids';

/**
 * Sends the rider to the provider's hosted page to pay what they owe (docs/behaviour/rules.md#settlement). The amount is
 * the operator's to compute from the failed payments: the browser never chooses it. Each attempt carries
 * its own idempotency key, and the operator answers one open order per debt (docs/contracts.md#bank-cards-and-payment-requests-product-api-a-session-is-required): two tabs or a
 * double click end on the same order, which the provider processes once.
 */
export class StartSettlement {
  constructor(
    private readonly requests: PaymentRequests,
    private readonly provider: PaymentProvider,
    private readonly ids: Ids,
  ) {}

  async execute(): Promise<void> {
    await this.provider.open(await this.requests.sign('settlement', this.ids.next()));
  }
}
