import { describe, expect, it } from 'vitest';
import type { SettlementRecord, Settlements } from '../../../src/core/settlement/settlements';

export interface SettlementsHarness {
  readonly settlements: Settlements;
  /** Giulia's cards' alias_pans (she owes for three failed days). */
  readonly aliasPans: readonly string[];
  /** Pays what Giulia owes on the provider's page with a card: answers the return's values. */
  pay(pan: string): Promise<{ orderId: string; transactionId: string; amount: number; result: string }>;
  /**
   * Pays the debt twice (docs/contracts.md#bank-cards-and-payment-requests-product-api-a-session-is-required): an order left open in an old tab past its lifetime, a new one paid,
   * then the old one paid too. Answers both returns' values, the old one last.
   */
  payTwice(): Promise<{ orderId: string; transactionId: string; amount: number; result: string }[]>;
}

const total = (amounts: readonly { minor: number }[]) => amounts.reduce((sum, amount) => sum + amount.minor, 0);
const record = (
  paid: { orderId: string; transactionId: string; amount: number },
  success: boolean,
): SettlementRecord => ({
  ...paid,
  currency: '978',
  success,
  message: success ? 'Success' : 'Denied by card issuer',
});

/** What every Settlements must do (docs/behaviour/rules.md#settlement, docs/contracts.md). */
export function settlementsContract(name: string, setUp: () => Promise<SettlementsHarness>) {
  describe(`Settlements contract: ${name}`, { timeout: 30_000 }, () => {
    it('sums what is owed; a confirmed payment clears it, and its record is verified and idempotent', async () => {
      const harness = await setUp();
      const owed = total(await harness.settlements.failedSummaries(harness.aliasPans));
      expect(owed).toBeGreaterThan(0);
      const paid = await harness.pay('5105105105105100');
      expect(paid).toMatchObject({ result: '00', amount: owed });
      expect(await harness.settlements.failedSummaries(harness.aliasPans)).toEqual([]);
      const recorded = { kind: 'recorded', succeeded: true, credit: 0 };
      expect(await harness.settlements.save(record(paid, true))).toEqual(recorded);
      expect(await harness.settlements.save(record(paid, true))).toEqual(recorded);
    });

    it('counts the failed payments of each summary (an extension): Giulia owes for three payments', async () => {
      const harness = await setUp();
      const summaries = await harness.settlements.failedSummaries(harness.aliasPans);
      for (const summary of summaries) expect(Number.isSafeInteger(summary.count) && summary.count! > 0).toBe(true);
      expect(summaries.reduce((sum, summary) => sum + (summary.count ?? 0), 0)).toBe(3);
    });

    it('records money for a debt already settled as credit to refund: recorded, never refused', async () => {
      const harness = await setUp();
      const owed = total(await harness.settlements.failedSummaries(harness.aliasPans));
      const [first, second] = await harness.payTwice();
      expect(await harness.settlements.save(record(first!, true))).toEqual({
        kind: 'recorded',
        succeeded: true,
        credit: 0,
      });
      expect(await harness.settlements.save(record(second!, true))).toEqual({
        kind: 'recorded',
        succeeded: true,
        credit: owed,
      });
      expect(await harness.settlements.failedSummaries(harness.aliasPans)).toEqual([]);
    });

    it('keeps the debt on a decline, and does not confirm a forged success or an altered amount', async () => {
      const harness = await setUp();
      const owed = total(await harness.settlements.failedSummaries(harness.aliasPans));
      const declined = await harness.pay('4000000000000002');
      expect(declined.result).toBe('04');
      expect(total(await harness.settlements.failedSummaries(harness.aliasPans))).toBe(owed);
      expect(await harness.settlements.save(record(declined, true))).toEqual({ kind: 'unconfirmed' });
      expect(await harness.settlements.save(record({ ...declined, amount: 1 }, false))).toEqual({
        kind: 'unconfirmed',
      });
      expect(await harness.settlements.save(record(declined, false))).toEqual({ kind: 'recorded', succeeded: false });
    });

    it("records a report in the order's currency by either ISO 4217 code, and no other currency", async () => {
      const harness = await setUp();
      const paid = await harness.pay('5105105105105100');
      for (const currency of ['840', 'USD', '999', 'XYZ'])
        expect(await harness.settlements.save({ ...record(paid, true), currency })).toEqual({ kind: 'unconfirmed' });
      expect(await harness.settlements.save({ ...record(paid, true), currency: 'EUR' })).toMatchObject({
        kind: 'recorded',
        succeeded: true,
      });
      expect(await harness.settlements.save(record(paid, true))).toMatchObject({ kind: 'recorded', succeeded: true });
    });
  });
}
