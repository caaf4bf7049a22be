import { describe, expect, it } from 'vitest';
import { InMemoryCardNetwork } from '../../../../src/adapters/in-memory/cards/in-memory-card-network';
import { FixedClock } from '../../../../src/adapters/in-memory/shared/fixed-clock';
import { anAccount } from '../../../support/builders/account-builder';
import { aTappedCard } from '../../../support/builders/card-builder';
import { renderPortal } from '../../../support/render';

const giulia = anAccount().withId(1).withLanguage('en').build();

function networkWithCards(count: number) {
  const network = new InMemoryCardNetwork(new FixedClock('2026-11-20T08:00:00Z'));
  for (let i = 0; i < count; i += 1) network.link(giulia.id, aTappedCard().withAliasPan(`PANALIAS-${i}`).build());
  return network;
}

describe('Dashboard tiles', () => {
  it("shows the rider's card count on the Bank cards tile and opens trips and payments", async () => {
    const portal = await renderPortal({ path: '/dashboard', account: giulia, cards: networkWithCards(2) });
    expect(await portal.findByRole('link', { name: 'Bank cards, 2 cards' })).toHaveAttribute(
      'href',
      '/dashboard/travels/bank_cards',
    );
    expect(portal.getByRole('link', { name: 'Trips' })).toHaveAttribute('href', '/dashboard/travels/tickets');
    expect(portal.getByRole('link', { name: 'Payments' })).toHaveAttribute('href', '/dashboard/travels/payments');
    expect(portal.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/dashboard/account');
    expect(portal.queryByText('Add a bank card to see your trips and payments.')).not.toBeInTheDocument();
  });

  it('at zero cards: an alert badge, trips and payments disabled with the reason, and the way to add a card', async () => {
    const portal = await renderPortal({ path: '/dashboard', account: giulia, cards: networkWithCards(0) });
    expect(await portal.findByRole('link', { name: 'Bank cards, No card registered yet' })).toBeInTheDocument();
    for (const name of ['Trips', 'Payments']) {
      const tile = portal.getByRole('link', { name: `${name}, Available once a card is registered` });
      expect(tile).toHaveAttribute('aria-disabled', 'true');
      expect(tile).not.toHaveAttribute('href');
      expect(tile).toHaveAccessibleDescription(/Add a bank card to see your trips and payments/);
    }
    await portal.ui.click('Add a bank card');
    expect(await portal.findByRole('heading', { level: 1, name: 'Add bank card' })).toBeInTheDocument();
  });

  it('logs out from the Logout tile', async () => {
    const portal = await renderPortal({ path: '/dashboard', account: giulia, cards: networkWithCards(1) });
    await portal.ui.click('Logout');
    await portal.findByRole('heading', { level: 1, name: 'Log in' });
  });
});
