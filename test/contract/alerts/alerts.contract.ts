import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ALERTS } from '../../../src/core/alerts/alert-preferences';
import type { Alerts } from '../../../src/core/alerts/alerts';

/** What an alerts run needs: the port and a rider signed in (Luca: no alert chosen yet, ticket issuance off). */
export interface AlertsHarness {
  readonly alerts: Alerts;
  signInAs(email: string): Promise<number>;
}

/** One contract over every Alerts adapter (docs/contracts.md#alerts-alerts-by-e-mail-and-their-preferences). */
export function alertsContract(name: string, makeHarness: () => Promise<AlertsHarness>) {
  describe(`Alerts contract: ${name}`, () => {
    let harness: AlertsHarness;
    beforeEach(async () => {
      harness = await makeHarness();
    });

    it("answers the operator's defaults before the rider chose", async () => {
      const luca = await harness.signInAs('luca.verdi@example.com');
      expect(await harness.alerts.preferences(luca)).toEqual(DEFAULT_ALERTS);
    });

    it('saves one alert and answers every preference; the change is read back', async () => {
      const luca = await harness.signInAs('luca.verdi@example.com');
      const saved = await harness.alerts.save(luca, 'monthly_statement', true);
      expect(saved).toEqual({ ...DEFAULT_ALERTS, monthly_statement: true });
      await harness.alerts.save(luca, 'payment_failed', false);
      expect(await harness.alerts.preferences(luca)).toEqual({
        ...DEFAULT_ALERTS,
        monthly_statement: true,
        payment_failed: false,
      });
    });

    it("refuses another rider's preferences", async () => {
      const luca = await harness.signInAs('luca.verdi@example.com');
      await harness.signInAs('giulia.rossi@example.com');
      await expect(harness.alerts.preferences(luca)).rejects.toMatchObject({ kind: 'forbidden' });
    });
  });
}
