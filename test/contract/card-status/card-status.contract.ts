import { beforeEach, describe, expect, it } from 'vitest';
import type { CardState } from '../../../src/core/card-status/card-state';
import type { CardStatus } from '../../../src/core/card-status/card-status';

export const VISA = '4111111111111111';
export const PHONE = '5555555555554444';

/**
 * What a card-status run needs: the port, the rider signed in, and the operator's hands (Giulia's debt paid online,
 * customer service lifting a block). The world is the sandbox's demo world: Giulia's VISA has a payment failed 9 days
 * ago, her phone wallet payments failed 18 and 4 days ago.
 */
export interface CardStatusHarness {
  readonly status: CardStatus;
  readonly aliasOf: (pan: string) => string;
  signInAs(email: string): Promise<void>;
  settleGiulia(): Promise<void>;
  lift(pan: string): Promise<void>;
}

/** One contract over every CardStatus adapter (docs/contracts.md#cardstatus-a-cards-state-at-the-gates). */
export function cardStatusContract(name: string, makeHarness: () => Promise<CardStatusHarness>) {
  describe(`CardStatus contract: ${name}`, () => {
    let harness: CardStatusHarness;
    beforeEach(async () => {
      harness = await makeHarness();
    });

    const stateOf = async (pan: string): Promise<CardState | undefined> =>
      (await harness.status.states())?.cards.find((card) => card.aliasPan === harness.aliasOf(pan));

    it("tells Giulia's cards: the VISA's payment failed, awaiting its retry; the phone wallet denied", async () => {
      await harness.signInAs('giulia.rossi@example.com');
      const states = await harness.status.states();
      expect(states?.retryAfterDays).toBe(10);
      const visa = await stateOf(VISA);
      expect(visa).toMatchObject({ standing: 'payment_failed', failedCount: 1, deniedAt: null, unblockedAt: null });
      expect(visa?.amountDue.minor).toBeGreaterThan(0);
      expect(visa?.nextRetryAt?.getTime()).toBeGreaterThan(Date.now());
      const phone = await stateOf(PHONE);
      expect(phone).toMatchObject({ standing: 'denied', failedCount: 2, nextRetryAt: null, unblockedAt: null });
      expect(phone?.deniedAt?.getTime()).toBeLessThan(Date.now());
    });

    it('lifts the blocks when the debt is paid, and says when', async () => {
      await harness.signInAs('giulia.rossi@example.com');
      const before = Date.now() - 1000;
      await harness.settleGiulia();
      const phone = await stateOf(PHONE);
      expect(phone).toMatchObject({ standing: 'active', failedCount: 0, deniedAt: null, nextRetryAt: null });
      expect(phone?.amountDue.minor).toBe(0);
      expect(phone?.unblockedAt?.getTime()).toBeGreaterThanOrEqual(before);
      expect(await stateOf(VISA)).toMatchObject({ standing: 'active', unblockedAt: null });
    });

    it('keeps the debt when customer service lifts a block by hand', async () => {
      await harness.signInAs('giulia.rossi@example.com');
      await harness.lift(PHONE);
      const phone = await stateOf(PHONE);
      expect(phone).toMatchObject({ standing: 'payment_failed', failedCount: 2 });
      expect(phone?.unblockedAt).not.toBeNull();
    });

    it('answers a rider without cards with none, and refuses a caller not signed in', async () => {
      await harness.signInAs('luca.verdi@example.com');
      expect((await harness.status.states())?.cards).toEqual([]);
      const signedOut = await makeHarness();
      await expect(signedOut.status.states()).rejects.toMatchObject({ kind: 'unauthorized' });
    });
  });
}
