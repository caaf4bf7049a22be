import { describe, expect, it } from 'vitest';
import { isServiceFailure } from '../../../src/core/shared/service-failure';
import type { FareRules } from '../../../src/core/travels/fare-rules';

export interface FareRulesHarness {
  readonly fareRules: FareRules;
  /** Signs the rider in: the calls that follow are theirs. */
  signInAs(email: string): Promise<void>;
}

const GIULIA = 'giulia.rossi@example.com';

/** What every FareRules must do (docs/contracts.md#farecaps-capped-fares-and-the-operators-fare-rules). */
export function fareRulesContract(name: string, setUp: () => Promise<FareRulesHarness>) {
  describe(`FareRules contract: ${name}`, () => {
    it("answers the operator's fare, its daily and weekly caps and the zone its days count in", async () => {
      const harness = await setUp();
      await harness.signInAs(GIULIA);
      expect(await harness.fareRules.fareCaps()).toEqual({
        fareName: 'Corsa singola',
        fare: { minor: 150, currency: 'EUR' },
        dailyCap: { minor: 700, currency: 'EUR' },
        weeklyCap: { amount: { minor: 2400, currency: 'EUR' }, kind: 'calendarWeek' },
        timeZone: 'Europe/Rome',
      });
    });

    it('answers only a signed-in rider', async () => {
      const harness = await setUp();
      const failure = await harness.fareRules.fareCaps().then(
        () => null,
        (error: unknown) => error,
      );
      expect(isServiceFailure(failure) && failure.kind).toBe('unauthorized');
    });
  });
}
