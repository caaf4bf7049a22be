import { describe, expect, it } from 'vitest';
import type { RiderDataSource } from '../../../src/core/data-export/rider-data-source';
import { isServiceFailure } from '../../../src/core/shared/service-failure';

export interface RiderDataHarness {
  readonly source: RiderDataSource;
  /** Signs the rider in; null signs out. */
  signInAs(email: string | null): Promise<void>;
  /** How many trips and payments the portal's lists show the rider over all their history. */
  listed(): Promise<{ readonly trips: number; readonly payments: number }>;
}

/** The rider's data as the operator answers it (docs/contracts.md#dataexport-the-riders-own-data-as-an-archive). */
export function riderDataContract(name: string, setUp: () => Promise<RiderDataHarness>) {
  describe(`RiderDataSource (${name})`, () => {
    it('holds the account, its masked cards and every trip and payment the lists show', async () => {
      const { source, signInAs, listed } = await setUp();
      await signInAs('giulia.rossi@example.com');
      const data = await source.read();
      if (!data) throw new Error('no data');
      expect(data.account.email).toBe('giulia.rossi@example.com');
      expect(data.generatedAt).toBeInstanceOf(Date);
      expect(data.lists.cards.length).toBeGreaterThan(0);
      for (const card of data.lists.cards) expect(String(card.truncated_pan)).toMatch(/\*{4,}\d{4}$/);
      const shown = await listed();
      expect(data.lists.trips).toHaveLength(shown.trips);
      expect(data.lists.payments).toHaveLength(shown.payments);
      expect(data.lists.consents.length).toBeGreaterThan(0);
      expect(data.lists.signIns.length).toBeGreaterThan(0);
    });

    it('answers nothing without a session', async () => {
      const { source, signInAs } = await setUp();
      await signInAs(null);
      const failure = await source.read().then(
        () => null,
        (error: unknown) => error,
      );
      expect(isServiceFailure(failure) && failure.kind).toBe('unauthorized');
    });
  });
}
