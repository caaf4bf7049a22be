import { describe, expect, it } from 'vitest';
import type { Settlements } from '../../../src/core/settlement/settlements';
import type { TravelHistory } from '../../../src/core/travels/travel-history';

export interface SettlementReceiptsHarness {
  readonly settlements: Settlements;
  readonly history: TravelHistory;
  /** Giulia's cards' alias_pans (she owes for failed days). */
  readonly aliasPans: readonly string[];
  /** Pays what Giulia owes on the provider's page with the paying test card (…5100). */
  pay(): Promise<void>;
}

const RANGE = { from: '2020-01-01', to: '2035-12-31' };
const ALL = { succeeded: true, failed: true, pending: true };

/** A settlement is a payment of its own (docs/contracts.md#operations-api-oms-scoped-stricter-than-the-base-contract): listed, with a receipt; the payments it paid say how. */
export function settlementReceiptsContract(name: string, setUp: () => Promise<SettlementReceiptsHarness>) {
  describe(`Settlement receipts contract: ${name}`, { timeout: 30_000 }, () => {
    it('lists the settlement among the payments, and its receipt and the settled ones say what paid what', async () => {
      const harness = await setUp();
      const query = { range: RANGE, aliasPans: harness.aliasPans, statuses: ALL };
      const failed = (await harness.history.payments(query)).filter((payment) => payment.status.kind === 'failed');
      const owed = failed.reduce((sum, payment) => sum + payment.amount.minor, 0);
      expect(failed.length).toBeGreaterThan(0);
      await harness.pay();
      const payments = await harness.history.payments(query);
      const settlement = payments.find((payment) => payment.card.truncatedPan.endsWith('5100'));
      expect(settlement).toMatchObject({ amount: { minor: owed }, status: { kind: 'succeeded' } });
      const receipt = await harness.history.paymentInfo(settlement!.shortId);
      expect(receipt).toMatchObject({ shortId: settlement!.shortId, tickets: [], refund: { minor: 0 } });
      expect(receipt!.settles?.map((payment) => payment.shortId).sort()).toEqual(
        failed.map((payment) => payment.shortId).sort(),
      );
      const settled = await harness.history.paymentInfo(failed[0]!.shortId);
      expect(settled?.paidBy).toMatchObject({
        shortId: settlement!.shortId,
        truncatedPan: expect.stringMatching(/5100$/),
      });
      expect(settled?.paidBy?.paidAt).toBeInstanceOf(Date);
    });
  });
}
