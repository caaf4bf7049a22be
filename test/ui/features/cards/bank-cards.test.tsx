import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { InMemoryCardNetwork } from '../../../../src/adapters/in-memory/cards/in-memory-card-network';
import { FixedClock } from '../../../../src/adapters/in-memory/shared/fixed-clock';
import { anAccount } from '../../../support/builders/account-builder';
import { aTappedCard } from '../../../support/builders/card-builder';
import { renderPortal } from '../../../support/render';

const giulia = anAccount().withId(1).withLanguage('en').withLocalesId('en-GB').build();
const LIST = '/dashboard/travels/bank_cards';

function giuliasCards() {
  const clock = new FixedClock('2026-10-01T08:00:00Z');
  const network = new InMemoryCardNetwork(clock);
  network.link(giulia.id, aTappedCard().build());
  clock.set('2026-11-02T08:00:00Z');
  network.link(
    giulia.id,
    aTappedCard()
      .withAliasPan('PA-5555')
      .withTruncatedPan('555555******4444')
      .withLabel('MASTERCARD')
      .onAPhone()
      .build(),
  );
  return network;
}

describe('Bank cards list', () => {
  it('lists the cards, the latest change first, with the scheme, the PAN and the phone mark', async () => {
    const portal = await renderPortal({ path: LIST, account: giulia, cards: giuliasCards() });
    await portal.findByText('555555******4444');
    const table = portal.getByRole('table', { name: 'Your bank cards' });
    // The cards' rows (a phone shows each card's state at the gates on a line of its own under it).
    const rows = portal
      .within(table)
      .getAllByRole('row')
      .filter((row) => /\*{6}/.test(row.textContent ?? ''));
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('555555******4444'),
      expect.stringContaining('411111******1111'),
    ]);
    expect(portal.within(rows[0]!).getByRole('img', { name: 'Mastercard' })).toBeInTheDocument();
    expect(portal.within(rows[0]!).getByText('Phone or wearable')).toBeInTheDocument();
    expect(portal.within(rows[1]!).getByRole('img', { name: 'Visa' })).toBeInTheDocument();
    expect(portal.getByText('Showing 1–2 of 2 elements')).toBeInTheDocument();
    expect(portal.getByRole('link', { name: 'Add bank card' })).toHaveAttribute(
      'href',
      '/dashboard/travels/bank_cards/add',
    );
    expect(portal.getByText(/trips appear under the phone's own card/)).toBeInTheDocument();
  });

  it('opens the details of a card from its row, by the named button in its first cell', async () => {
    const portal = await renderPortal({ path: LIST, account: giulia, cards: giuliasCards() });
    await portal.findByText('411111******1111');
    portal.getByRole('button', { name: /^Details: Visa .*411111\*{6}1111$/ }).focus();
    await portal.user.keyboard('{Enter}');
    const dialog = await portal.findByRole('dialog', { name: 'Card details' });
    expect(dialog).toHaveTextContent('PANALIAS-4111');
    expect(dialog).toHaveTextContent('Alias PAN');
    await portal.user.click(portal.within(dialog).getByRole('button', { name: 'Close' }));
    expect(portal.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('removes a card after the confirmation that its trips and payments go too', async () => {
    const cards = giuliasCards();
    const portal = await renderPortal({ path: LIST, account: giulia, cards });
    await portal.user.click(await portal.findByRole('button', { name: 'Remove card 411111******1111' }));
    // Behind the confirmation modal (which hides the page from the accessibility tree once it opens); the
    // dialog opens before its content renders (lazy, slow under load): wait for it.
    expect(await portal.findByRole('button', { name: 'Keep card 411111******1111', hidden: true })).toBeInTheDocument();
    const confirm = await portal.findByRole('alertdialog', { name: 'Remove this card?' });
    expect(confirm).toHaveTextContent('also removes its trips and payments');
    expect(portal.queryByRole('dialog', { name: 'Card details' })).not.toBeInTheDocument();
    await portal.user.click(portal.within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await portal.findByText('Card removed')).toBeInTheDocument();
    expect(cards.cardsOf(giulia.id).map((card) => card.truncatedPan)).toEqual(['555555******4444']);
    expect(await portal.findByText('Showing 1–1 of 1 element')).toBeInTheDocument();
  });

  it('shows the way to add a first card when there is none', async () => {
    const portal = await renderPortal({
      path: LIST,
      account: giulia,
      cards: new InMemoryCardNetwork(new FixedClock()),
    });
    expect(await portal.findByText('No bank cards yet')).toBeInTheDocument();
    expect(portal.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the provider's refusal, translated, in a dismissible alert, having added nothing", async () => {
    const cards = new InMemoryCardNetwork(new FixedClock()).tap(aTappedCard().withAliasPan('PA-0002').build());
    const path = `${LIST}/add?${new URLSearchParams({ ORDERID: 'o-1', RESULT: '04', PANALIAS: 'NULL', MAC: 'NULL' })}`;
    const portal = await renderPortal({ path, account: giulia, cards });
    const alert = await portal.findByRole('alert');
    expect(alert).toHaveTextContent('The card was not added');
    expect(alert).toHaveTextContent('Denied by card issuer');
    expect(portal.ui.path()).toBe(LIST);
    await portal.user.click(portal.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(portal.queryByText('Denied by card issuer')).not.toBeInTheDocument());
    expect(cards.cardsOf(giulia.id)).toEqual([]);
  });
});
