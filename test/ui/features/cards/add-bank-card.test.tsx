import { describe, expect, it } from 'vitest';
import { InMemoryCardNetwork } from '../../../../src/adapters/in-memory/cards/in-memory-card-network';
import { FixedClock } from '../../../../src/adapters/in-memory/shared/fixed-clock';
import { anAccount } from '../../../support/builders/account-builder';
import { aTappedCard } from '../../../support/builders/card-builder';
import { renderPortal } from '../../../support/render';

const giulia = anAccount().withId(1).withLanguage('en').build();
const ADD = '/dashboard/travels/bank_cards/add';
const visa1881 = aTappedCard().withAliasPan('PA-1881').withTruncatedPan('401288******1881').withLabel('VISA').build();
const back = (params: Record<string, string>) =>
  `${ADD}?${new URLSearchParams({ ORDERID: 'o-1', TRANSACTIONID: 'T-1', AMOUNT: '0', CURRENCY: '978', MAC: 'ab', ...params })}`;

function network() {
  return new InMemoryCardNetwork(new FixedClock('2026-11-20T08:00:00Z')).tap(visa1881);
}

describe('Add bank card', () => {
  it('says registration costs nothing, and Proceed sends the rider to the provider with a signed registration', async () => {
    const portal = await renderPortal({ path: ADD, account: giulia, cards: network() });
    expect(await portal.findByText('Registration does not generate any charges')).toBeInTheDocument();
    await portal.ui.click('Proceed');
    expect(portal.paymentProvider.opened).toEqual([
      expect.objectContaining({ fields: expect.objectContaining({ PURPOSE: 'card_registration' }) }),
    ]);
  });

  it('adds a card that has tapped: the truncated PAN, the outcome, then the card list', async () => {
    const cards = network();
    const portal = await renderPortal({
      path: back({ RESULT: '00', PANALIAS: 'PA-1881', PANALIASTAIL: '1881' }),
      account: giulia,
      cards,
    });
    const dialog = await portal.findByRole('dialog', { name: 'Card registration' });
    expect(dialog).toHaveTextContent('401288******1881');
    expect(dialog).toHaveTextContent('Bank card added successfully');
    expect(dialog).toHaveTextContent('Taking you back to your cards…');
    expect(cards.cardsOf(giulia.id).map((card) => card.aliasPan)).toEqual(['PA-1881']);
    await portal.ui.click('Close');
    expect(await portal.findByRole('heading', { level: 1, name: 'Bank cards' })).toBeInTheDocument();
  });

  it('answers already added for a card the rider holds, adding nothing twice', async () => {
    const cards = network();
    cards.link(giulia.id, visa1881);
    const portal = await renderPortal({ path: back({ RESULT: '00', PANALIAS: 'PA-1881' }), account: giulia, cards });
    expect(await portal.findByRole('alertdialog', { name: 'Card registration' })).toHaveTextContent(
      'Bank card already added previously',
    );
    expect(cards.cardsOf(giulia.id)).toHaveLength(1);
  });

  it('answers unused for a card that never tapped, with its last digits', async () => {
    const portal = await renderPortal({
      path: back({ RESULT: '00', PANALIAS: 'PA-8453', PANALIASTAIL: '8453' }),
      account: giulia,
      cards: network(),
    });
    const dialog = await portal.findByRole('alertdialog', { name: 'Card registration' });
    expect(dialog).toHaveTextContent('Card ending in 8453');
    expect(dialog).toHaveTextContent('Previously unused bank card');
  });

  it('calls a tampered return malformed and adds nothing', async () => {
    const cards = network();
    const portal = await renderPortal({ path: back({ RESULT: '00', PANALIAS: '"><script>' }), account: giulia, cards });
    expect(await portal.findByRole('alertdialog')).toHaveTextContent("The payment provider's answer could not be read");
    expect(cards.cardsOf(giulia.id)).toEqual([]);
  });

  it("says that no card was added when the rider cancelled on the provider's page, and forgets the marker", async () => {
    window.history.replaceState(null, '', `${ADD}?cancelled=1`);
    const cards = network();
    const portal = await renderPortal({ path: `${ADD}?cancelled=1`, account: giulia, cards });
    expect(await portal.findByRole('alertdialog', { name: 'Card registration' })).toHaveTextContent(
      'You cancelled on the payment page: no card was added.',
    );
    await expect.poll(() => window.location.search).toBe('');
    expect(cards.cardsOf(giulia.id)).toEqual([]);
  });

  it("removes the provider's answer from the address bar", async () => {
    window.history.replaceState(null, '', back({ RESULT: '00', PANALIAS: 'PA-1881', keep: 'me' }));
    const portal = await renderPortal({
      path: back({ RESULT: '00', PANALIAS: 'PA-1881' }),
      account: giulia,
      cards: network(),
    });
    await portal.findByRole('dialog');
    expect(window.location.search).toBe('?keep=me');
  });
});
