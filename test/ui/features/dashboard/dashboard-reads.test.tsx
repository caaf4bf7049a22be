import { createMemoryRouter } from 'react-router-dom';
import { cleanup, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { InMemoryBankCards } from '../../../../src/adapters/in-memory/cards/in-memory-bank-cards';
import { InMemorySavedReads } from '../../../../src/adapters/in-memory/shared/in-memory-saved-reads';
import { InMemoryRiderSummaries } from '../../../../src/adapters/in-memory/settlement/in-memory-rider-summaries';
import { InMemorySettlements } from '../../../../src/adapters/in-memory/settlement/in-memory-settlements';
import { METRO_FARE_CAPS } from '../../../../src/adapters/in-memory/travels/in-memory-fare-rules';
import { InMemoryTravelHistory } from '../../../../src/adapters/in-memory/travels/in-memory-travel-history';
import { InMemoryTravelLedger } from '../../../../src/adapters/in-memory/travels/in-memory-travel-ledger';
import { BankCards } from '../../../../src/core/cards/bank-cards';
import { RiderSummaries } from '../../../../src/core/settlement/rider-summary';
import { OPERATOR_EXTENSIONS } from '../../../../src/core/shared/operator';
import { StoredSession } from '../../../../src/core/session/stored-session';
import { LoadPendingAmount } from '../../../../src/core/settlement/load-pending-amount';
import { dashboardReads } from '../../../../src/ui/features/dashboard/dashboard-reads';
import { createQueryClient } from '../../../../src/ui/shared/query/create-query-client';
import { QueryClientSlot } from '../../../../src/ui/shared/query/query-client-slot';
import { cardStatusKeys } from '../../../../src/ui/shared/server-state/card-status-queries';
import { cardsKeys } from '../../../../src/ui/shared/server-state/cards-queries';
import { claimsKeys } from '../../../../src/ui/shared/server-state/claims-queries';
import { settlementKeys } from '../../../../src/ui/shared/server-state/settlement-queries';
import { createPortalRoutes } from '../../../../src/ui/shell/routes/create-portal-routes';
import { FEATURE_ROUTES } from '../../../../src/ui/shell/routes/feature-routes';
import type { LazyPageReads } from '../../../../src/ui/shared/routing/route-reads';
import { createTestContainer } from '../../../support/test-container';
import { aTestOperator, renderPortal } from '../../../support/render';
import { aTrip, MASTERCARD_4444, VISA_4111 } from '../../../support/builders/travel-builder';
import { giulia, giuliasWorld } from '../travels/travel-fixtures';

const ALIAS_PANS = ['PANALIAS-5555', 'PANALIAS-4111'];

describe("the dashboard's reads start with its route, not after its first render", () => {
  it('the router starts the reads of the page it chooses, before anything renders', async () => {
    const started: LazyPageReads[] = [];
    const router = createMemoryRouter(
      createPortalRoutes(FEATURE_ROUTES, (reads) => started.push(reads)),
      { initialEntries: ['/'] },
    );
    expect(started).toHaveLength(0);
    await router.navigate('/dashboard');
    expect(started).toHaveLength(1);
    expect(await started[0]?.()).toBe(dashboardReads);
    router.dispose();
  });

  it('reads the card list, the states and the cases at once, and what is owed as soon as the cards answer', async () => {
    const world = giuliasWorld();
    const { container } = createTestContainer({ ...world, denyList: undefined });
    container.get(StoredSession).saveAccount(giulia);
    const slot = new QueryClientSlot();
    const queries = slot.get(createQueryClient, giulia.id);
    const operator = aTestOperator({ extensions: OPERATOR_EXTENSIONS.filter((name) => name !== 'riderSummary') });
    dashboardReads({ slot, resolver: container, operator, accountId: giulia.id });

    // Nothing has answered yet: the reads that need no other answer are all on their way together.
    expect(queries.getQueryState(cardsKeys.list(giulia.id))?.fetchStatus).toBe('fetching');
    expect(queries.getQueryState(cardStatusKeys.states())?.fetchStatus).toBe('fetching');
    expect(queries.getQueryState(claimsKeys.cases())?.fetchStatus).toBe('fetching');
    await waitFor(() => expect(queries.getQueryData(cardsKeys.list(giulia.id))).toHaveLength(2));
    expect(queries.getQueryData<{ aliasPan: string }[]>(cardsKeys.list(giulia.id))?.map((c) => c.aliasPan)).toEqual(
      ALIAS_PANS,
    );
    await waitFor(() =>
      expect(queries.getQueryData(settlementKeys.pendingAmount(ALIAS_PANS))).toEqual(
        expect.objectContaining({ amount: { minor: 150, currency: 'EUR' } }),
      ),
    );
    expect(await container.get(LoadPendingAmount).execute(ALIAS_PANS)).toEqual(
      queries.getQueryData(settlementKeys.pendingAmount(ALIAS_PANS)),
    );
    expect((container.get(BankCards) as InMemoryBankCards).listed).toBe(1);
    queries.clear();
  });

  it("a read the route started is not sent again when the device's copy is restored meanwhile", async () => {
    const savedReads = new InMemorySavedReads();
    const first = await renderPortal({ path: '/dashboard', account: giulia, savedReads, ...giuliasWorld() });
    expect(await first.findByRole('region', { name: 'Payments to settle' })).toHaveTextContent('€1.50');
    // The device's copy holds the card list (the first copies can be saved before it came).
    await waitFor(async () => expect(await savedReads.load(giulia.id)).toContain('["cards","list",'));
    cleanup();

    // A slow operator and a slow device: the route's card list is on its way when the copy comes back.
    const world = giuliasWorld();
    const cardsAnswer = deferred();
    const cardsOf = world.cards.cardsOf.bind(world.cards);
    world.cards.cardsOf = ((accountId: number) => cardsAnswer.promise.then(() => cardsOf(accountId))) as never;
    const copyRead = deferred();
    const load = savedReads.load.bind(savedReads);
    savedReads.load = (accountId) => copyRead.promise.then(() => load(accountId));
    const portal = await renderPortal({ path: '/dashboard', account: giulia, savedReads, ...world });
    const cards = portal.container.get(BankCards) as InMemoryBankCards;
    await vi.waitFor(() => expect(cards.listed).toBe(1));
    copyRead.resolve();
    // The copy shows (the count of the cards read at the last visit) while the route's read is on its way.
    expect(await portal.findByRole('link', { name: 'Bank cards, 2 cards' })).toBeInTheDocument();
    cardsAnswer.resolve();
    expect(await portal.findByRole('region', { name: 'Payments to settle' })).toHaveTextContent('€1.50');
    expect(cards.listed).toBe(1);
  });
});

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe("the dashboard's largest element in one round trip (riderSummary)", () => {
  /** The reads made: summaries, card lists, and what is owed read the base API's way (the cards' failed summaries). */
  const reads = (portal: Awaited<ReturnType<typeof renderPortal>>, owed: { mock: { calls: unknown[] } }) => ({
    summaries: (portal.container.get(RiderSummaries) as InMemoryRiderSummaries).read,
    cardLists: (portal.container.get(BankCards) as InMemoryBankCards).listed,
    owed: owed.mock.calls.length,
  });

  it('an operator offering the summary: the cards and what is owed come from it, with no other read of them', async () => {
    const owed = vi.spyOn(LoadPendingAmount.prototype, 'execute');
    const portal = await renderPortal({ path: '/dashboard', account: giulia, ...giuliasWorld() });
    expect(await portal.findByRole('region', { name: 'Payments to settle' })).toHaveTextContent('€1.50');
    expect(portal.getByRole('link', { name: 'Bank cards, 2 cards' })).toBeInTheDocument();
    expect(reads(portal, owed)).toEqual({ summaries: 1, cardLists: 0, owed: 0 });
    owed.mockRestore();
  });

  it('an operator without it: the card list, then what its cards owe, with no error', async () => {
    const owed = vi.spyOn(LoadPendingAmount.prototype, 'execute');
    const operator = aTestOperator({ extensions: OPERATOR_EXTENSIONS.filter((name) => name !== 'riderSummary') });
    const portal = await renderPortal({ path: '/dashboard', account: giulia, ...giuliasWorld(), operator });
    expect(await portal.findByRole('region', { name: 'Payments to settle' })).toHaveTextContent('€1.50');
    expect(portal.getByRole('link', { name: 'Bank cards, 2 cards' })).toBeInTheDocument();
    expect(reads(portal, owed)).toEqual({ summaries: 0, cardLists: 1, owed: 1 });
    expect(portal.queryByRole('alertdialog')).toBeNull();
    owed.mockRestore();
  });
});

/**
 * Giulia's cards on Sunday 22 November under the metro's caps (a calendar week to 24,00 €): two trips on her VISA on
 * Wednesday, one on her phone on Friday, charged as the gates charge them (with the caps' fields).
 */
function cappedWeek() {
  const { clock, cards } = giuliasWorld();
  const travels = new InMemoryTravelLedger('Europe/Rome');
  for (const at of ['2026-11-18T07:40:00Z', '2026-11-18T17:15:00Z'])
    travels.tap('PANALIAS-4111', VISA_4111, aTrip(at), METRO_FARE_CAPS);
  travels.tap('PANALIAS-5555', MASTERCARD_4444, aTrip('2026-11-20T08:00:00Z'), METRO_FARE_CAPS);
  return { clock, cards, travels, settlements: new InMemorySettlements(travels), fareCaps: METRO_FARE_CAPS };
}

describe("this week's trips with the summary: the dashboard's reads in one round trip (riderSummary, fareCaps)", () => {
  /** The weekly caps' tile, once it shows each card's week. */
  async function weeklyCaps(portal: Awaited<ReturnType<typeof renderPortal>>) {
    const week = await portal.findByRole('region', { name: "This week's fares" });
    expect(portal.within(week).getByRole('progressbar', { name: '€3.00 of €24.00 this week' })).toBeInTheDocument();
    expect(portal.within(week).getByRole('progressbar', { name: '€1.50 of €24.00 this week' })).toBeInTheDocument();
    expect(week).toHaveTextContent('€21.00 more this week, then trips on this card are free');
    return week;
  }

  it("the summary's week fills the weekly caps' tile: no read of the trips", async () => {
    const tickets = vi.spyOn(InMemoryTravelHistory.prototype, 'tickets');
    const portal = await renderPortal({ path: '/dashboard', account: giulia, ...cappedWeek() });
    await weeklyCaps(portal);
    expect(tickets).not.toHaveBeenCalled();
    expect((portal.container.get(RiderSummaries) as InMemoryRiderSummaries).read).toBe(1);
    tickets.mockRestore();
  });

  it('an operator without the summary: the trips are read once the cards are known, as before', async () => {
    const tickets = vi.spyOn(InMemoryTravelHistory.prototype, 'tickets');
    const operator = aTestOperator({ extensions: OPERATOR_EXTENSIONS.filter((name) => name !== 'riderSummary') });
    const portal = await renderPortal({ path: '/dashboard', account: giulia, operator, ...cappedWeek() });
    await weeklyCaps(portal);
    expect(tickets).toHaveBeenCalledTimes(1);
    expect(tickets.mock.calls[0]?.[0]).toEqual({
      range: { from: '2026-11-16', to: '2026-11-22' },
      aliasPans: ['PANALIAS-5555', 'PANALIAS-4111'],
    });
    tickets.mockRestore();
  });

  it("a week of other days (the operator's today past midnight) is not used: the trips are read, with no error", async () => {
    const tickets = vi.spyOn(InMemoryTravelHistory.prototype, 'tickets');
    const summary = InMemoryRiderSummaries.prototype.summary;
    const tomorrows = vi.spyOn(InMemoryRiderSummaries.prototype, 'summary').mockImplementation(async function (
      this: InMemoryRiderSummaries,
      signal,
    ) {
      const answer = await summary.call(this, signal);
      return answer && { ...answer, week: { range: { from: '2026-11-17', to: '2026-11-23' }, tickets: [] } };
    });
    const portal = await renderPortal({ path: '/dashboard', account: giulia, ...cappedWeek() });
    await weeklyCaps(portal);
    expect(tickets).toHaveBeenCalledTimes(1);
    expect(portal.queryByRole('alertdialog')).toBeNull();
    tomorrows.mockRestore();
    tickets.mockRestore();
  });
});
