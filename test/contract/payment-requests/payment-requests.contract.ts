import { describe, expect, it } from 'vitest';
import type { PaymentRequests } from '../../../src/core/cards/payment-provider';

const KEY_A = '3b241101-e2bb-4255-8caf-4136c566a962';
const KEY_B = '9f6a0c52-7c1e-4d2b-a4d5-2f8e61b0c3d7';

/** What every PaymentRequests must do for settlements (docs/contracts.md#bank-cards-and-payment-requests-product-api-a-session-is-required: one debt, one payment). */
export function paymentRequestsContract(name: string, setUp: () => Promise<PaymentRequests>) {
  describe(`PaymentRequests contract: ${name}`, { timeout: 30_000 }, () => {
    it('answers the same order for the same idempotency key', async () => {
      const requests = await setUp();
      const first = await requests.sign('settlement', KEY_A);
      expect(await requests.sign('settlement', KEY_A)).toEqual(first);
    });

    it("answers the debt's open order to another attempt: two tabs or a double click pay one ORDERID", async () => {
      const requests = await setUp();
      const first = await requests.sign('settlement', KEY_A);
      const second = await requests.sign('settlement', KEY_B);
      expect(second.fields.ORDERID).toBe(first.fields.ORDERID);
      expect(second.url).toBe(first.url);
    });
  });
}
