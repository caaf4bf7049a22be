import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InMemoryBankCards } from '../../../src/adapters/in-memory/cards/in-memory-bank-cards';
import { BankCards } from '../../../src/core/cards/bank-cards';
import type { InMemoryRiderSummaries } from '../../../src/adapters/in-memory/settlement/in-memory-rider-summaries';
import { RiderSummaries } from '../../../src/core/settlement/rider-summary';
import { aTappedCard } from '../../support/builders/card-builder';
import { renderPortal } from '../../support/render';
import { giulia, giuliasWorld } from '../features/travels/travel-fixtures';

const DASHBOARD = '/dashboard';
const TICKETS = '/dashboard/travels/tickets';
const PAYMENTS = '/dashboard/travels/payments';
const CARDS = '/dashboard/travels/bank_cards';
const ADD = '/dashboard/travels/bank_cards/add';
const ORDER = '6f1c2a4e-5b7d-4c8e-9f00-1a2b3c4d5e6f';
const PROVIDER = { ORDERID: ORDER, TRANSACTIONID: 'TX-9', CURRENCY: '978', MAC: 'ab' };
const PROMPT = { name: 'Payments to settle' } as const;
const phone5555 = aTappedCard()
  .withAliasPan('PANALIAS-5555')
  .withTruncatedPan('555555******4444')
  .withLabel('MASTERCARD')
  .onAPhone()
  .build();

type Portal = Awaited<ReturnType<typeof renderPortal>>;

/** Moves inside the portal as a link would: no reload, the portal's cache stays. */
async function go(portal: Portal, path: string) {
  await act(async () => {
    await portal.router()!.navigate(path);
  });
}

/** Under load a page of the walk can take longer than Testing Library's 5 s (test/support/ui-setup.ts). */
const SLOW = { timeout: 20_000 };

/** The card list's reads: the list itself, or the rider's summary that carries it (riderSummary). */
const cardReads = (portal: Portal) =>
  (portal.container.get(BankCards) as InMemoryBankCards).listed +
  (portal.container.get(RiderSummaries) as InMemoryRiderSummaries).read;

// Each test walks four or five pages: a budget for a loaded machine, not vitest's 5 s.
describe('server state follows domain events, without a reload (ADR 0009)', { timeout: 60_000 }, () => {
  it("after a card is removed, the trips, the payments, what is owed and the dashboard's count follow", async () => {
    const portal = await renderPortal({ path: PAYMENTS, account: giulia, ...giuliasWorld() });
    await portal.findByText('Showing 1–2 of 2 elements', {}, SLOW);
    expect(await portal.findByRole('region', PROMPT, SLOW)).toHaveTextContent('€1.50');
    await go(portal, TICKETS);
    await portal.findByText('Showing 1–3 of 3 elements', {}, SLOW);

    await go(portal, CARDS);
    await portal.user.click(await portal.findByRole('button', { name: 'Remove card 555555******4444' }, SLOW));
    const confirm = await portal.findByRole('alertdialog', { name: 'Remove this card?' }, SLOW);
    await portal.user.click(portal.within(confirm).getByRole('button', { name: 'Confirm' }));
    await portal.findByText('Card removed', {}, SLOW);

    await go(portal, TICKETS);
    await portal.findByText('Showing 1–2 of 2 elements', {}, SLOW);
    expect(portal.getByRole('table', { name: 'Your trips' })).not.toHaveTextContent('555555******4444');
    await go(portal, PAYMENTS);
    await portal.findByText('Showing 1–1 of 1 element', {}, SLOW);
    await waitFor(() => expect(portal.queryByRole('region', PROMPT)).toBeNull(), SLOW);
    await go(portal, DASHBOARD);
    expect(await portal.findByRole('link', { name: 'Bank cards, 1 card' }, SLOW)).toBeInTheDocument();
  });

  it('after a card is added, its trips, its payments and what it owes show', async () => {
    const world = giuliasWorld();
    const [, phone] = world.cards.cardsOf(giulia.id);
    world.cards.unlink(phone!.id);
    world.cards.tap(phone5555);
    const portal = await renderPortal({ path: TICKETS, account: giulia, ...world });
    await portal.findByText('Showing 1–2 of 2 elements', {}, SLOW);
    await go(portal, PAYMENTS);
    await portal.findByText('Showing 1–1 of 1 element', {}, SLOW);
    expect(portal.queryByRole('region', PROMPT)).toBeNull();

    const answer = new URLSearchParams({ ...PROVIDER, AMOUNT: '0', RESULT: '00', PANALIAS: 'PANALIAS-5555' });
    await go(portal, `${ADD}?${answer}`);
    expect(await portal.findByRole('dialog', { name: 'Card registration' }, SLOW)).toHaveTextContent(
      '555555******4444',
    );

    await go(portal, TICKETS);
    await portal.findByText('Showing 1–3 of 3 elements', {}, SLOW);
    await go(portal, PAYMENTS);
    await portal.findByText('Showing 1–2 of 2 elements', {}, SLOW);
    expect(await portal.findByRole('region', PROMPT, SLOW)).toHaveTextContent('€1.50');
    await go(portal, DASHBOARD);
    expect(await portal.findByRole('link', { name: 'Bank cards, 2 cards' }, SLOW)).toBeInTheDocument();
  });

  it('after a debt is settled, the payments, the trips and the prompt on every page follow', async () => {
    const world = giuliasWorld();
    const portal = await renderPortal({ path: DASHBOARD, account: giulia, ...world });
    expect(await portal.findByRole('region', PROMPT, SLOW)).toHaveTextContent('€1.50');
    await go(portal, PAYMENTS);
    await portal.findByText('Showing 1–2 of 2 elements', {}, SLOW);
    expect(portal.getByRole('table', { name: 'Your payments' })).toHaveTextContent('Failed');
    expect(await portal.findByRole('region', PROMPT, SLOW)).toBeInTheDocument();
    // The rider pays on the provider's page; the provider tells the operator, server to server.
    world.settlements.notify(ORDER, { transactionId: 'TX-9', amount: 150, result: '00' }, [
      'PANALIAS-4111',
      'PANALIAS-5555',
    ]);

    await go(portal, `${PAYMENTS}?${new URLSearchParams({ ...PROVIDER, AMOUNT: '150', RESULT: '00' })}`);
    await portal.findByRole('dialog', { name: 'Payment successful' }, SLOW);
    // The modal hides the page from the accessibility tree meanwhile.
    const table = portal.getByRole('table', { name: 'Your payments', hidden: true });
    await waitFor(() => expect(table).not.toHaveTextContent('Failed'), SLOW);
    await portal.ui.click('Close');
    await waitFor(() => expect(portal.queryByRole('region', PROMPT)).toBeNull(), SLOW);
    await go(portal, DASHBOARD);
    await portal.findByRole('link', { name: 'Bank cards, 2 cards' }, SLOW);
    expect(portal.queryByRole('region', PROMPT)).toBeNull();
  });
});

describe('no hidden round trips: the card list is read once per page (ADR 0009)', { timeout: 30_000 }, () => {
  it('on the dashboard: the count and what is owed come from one card list', async () => {
    const portal = await renderPortal({ path: DASHBOARD, account: giulia, ...giuliasWorld() });
    expect(await portal.findByRole('region', PROMPT, SLOW)).toBeInTheDocument();
    expect(portal.getByRole('link', { name: 'Bank cards, 2 cards' })).toBeInTheDocument();
    expect(cardReads(portal)).toBe(1);
  });

  it('on the payments page: the payments and what is owed come from one card list', async () => {
    const portal = await renderPortal({ path: PAYMENTS, account: giulia, ...giuliasWorld() });
    await portal.findByText('Showing 1–2 of 2 elements', {}, SLOW);
    expect(await portal.findByRole('region', PROMPT, SLOW)).toBeInTheDocument();
    expect(cardReads(portal)).toBe(1);
  });

  it('from page to page: the cached card list serves the trips, the payments and what is owed', async () => {
    const portal = await renderPortal({ path: DASHBOARD, account: giulia, ...giuliasWorld() });
    expect(await portal.findByRole('region', PROMPT, SLOW)).toBeInTheDocument();
    await go(portal, TICKETS);
    await portal.findByText('Showing 1–3 of 3 elements', {}, SLOW);
    await go(portal, PAYMENTS);
    await portal.findByText('Showing 1–2 of 2 elements', {}, SLOW);
    expect(cardReads(portal)).toBe(1);
  });
});
