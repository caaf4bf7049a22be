import { beforeEach, describe, expect, it } from 'vitest';
import type { BankCard } from '../../../src/core/cards/bank-card';
import type { RiderSummaries } from '../../../src/core/settlement/rider-summary';
import type { FailedSummary } from '../../../src/core/settlement/settlements';
import { addDays } from '../../../src/core/shared/calendar-day';
import type { DateRange } from '../../../src/core/travels/date-range';
import type { Ticket } from '../../../src/core/travels/ticket';

export interface RiderSummaryHarness {
  /** The summary of an operator offering riderSummary. */
  readonly summaries: RiderSummaries;
  /** The same operator's summary where it does not offer the extension. */
  readonly notOffered: RiderSummaries;
  /** The base API's card list of the signed-in rider (bank_cards/get). */
  listCards(): Promise<BankCard[]>;
  /** The base API's failed summaries of those cards (payments/get_failed_summaries). */
  failedSummaries(aliasPans: readonly string[]): Promise<FailedSummary[]>;
  /** The base API's trips of those cards over a range (tickets/get). */
  tickets(range: DateRange, aliasPans: readonly string[]): Promise<Ticket[]>;
  signInAs(email: string): Promise<void>;
}

const byAlias = (a: BankCard, b: BankCard) => a.aliasPan.localeCompare(b.aliasPan);
const total = (summaries: readonly FailedSummary[]) => summaries.reduce((sum, owed) => sum + owed.minor, 0);
const byId = (a: Ticket, b: Ticket) => a.id.localeCompare(b.id);
const count = (summaries: readonly FailedSummary[]) => summaries.reduce((sum, owed) => sum + (owed.count ?? 0), 0);

/**
 * What every RiderSummaries must do (docs/contracts.md#ridersummary-the-dashboards-reads-in-one-call): in one answer,
 * what the base API's two reads in a chain answer — the card list, then the failed summaries of those cards —, and,
 * the operator offering fareCaps (both harnesses' operator does), what tickets/get answers for this week on those cards.
 */
export function riderSummaryContract(name: string, makeHarness: () => Promise<RiderSummaryHarness>) {
  describe(`RiderSummaries contract: ${name}`, { timeout: 30_000 }, () => {
    let harness: RiderSummaryHarness;
    beforeEach(async () => {
      harness = await makeHarness();
    });

    it("answers the rider's cards and what each owes, as the base API's card list and failed summaries do", async () => {
      await harness.signInAs('giulia.rossi@example.com');
      const summary = await harness.summaries.summary();
      const cards = await harness.listCards();
      expect(summary).not.toBeNull();
      expect([...summary!.cards].sort(byAlias)).toEqual([...cards].sort(byAlias));
      const owed = await harness.failedSummaries(cards.map((card) => card.aliasPan));
      expect(total(summary!.failedSummaries)).toBe(total(owed));
      expect(total(owed)).toBeGreaterThan(0);
      // Giulia owes for three failed payments on her two cards (the demo world).
      expect(count(summary!.failedSummaries)).toBe(3);
      expect(summary!.failedSummaries.map((owed) => owed.currency)).toEqual(owed.map((summary) => summary.currency));
    });

    it('answers a rider without cards with none and nothing owed, and refuses a caller not signed in', async () => {
      await harness.signInAs('luca.verdi@example.com');
      const summary = await harness.summaries.summary();
      expect(summary).toEqual({ cards: [], failedSummaries: [], week: { range: expect.anything(), tickets: [] } });
      const signedOut = await makeHarness();
      await expect(signedOut.summaries.summary()).rejects.toMatchObject({ kind: 'unauthorized' });
    });

    it("carries this week's trips of the rider's cards, as the base API's trips read answers them for its days", async () => {
      await harness.signInAs('giulia.rossi@example.com');
      const summary = await harness.summaries.summary();
      const week = summary!.week!;
      expect(week.range.from).toBe(addDays(week.range.to, -6));
      const aliasPans = summary!.cards.map((card) => card.aliasPan);
      const tickets = await harness.tickets(week.range, aliasPans);
      expect(tickets.length).toBeGreaterThan(0);
      expect([...week.tickets].sort(byId)).toEqual([...tickets].sort(byId));
      // Another account's trips never: every trip is on one of her cards.
      const hers = new Set(summary!.cards.map((card) => card.truncatedPan));
      expect(week.tickets.every((ticket) => hers.has(ticket.card.truncatedPan))).toBe(true);
    });

    it('is none, with no error, for an operator that does not offer it', async () => {
      await harness.signInAs('giulia.rossi@example.com');
      expect(await harness.notOffered.summary()).toBeNull();
    });
  });
}
