import { describe, expect, it } from 'vitest';
import { InMemoryBankCards } from '../../../src/adapters/in-memory/cards/in-memory-bank-cards';
import { InMemoryCardNetwork } from '../../../src/adapters/in-memory/cards/in-memory-card-network';
import { InMemoryTappedCards } from '../../../src/adapters/in-memory/cards/in-memory-tapped-cards';
import { FixedClock } from '../../../src/adapters/in-memory/shared/fixed-clock';
import { InMemoryStorage } from '../../../src/adapters/in-memory/shared/in-memory-storage';
import { AddBankCard } from '../../../src/core/cards/add-bank-card';
import type { ProviderResult } from '../../../src/core/cards/provider-answer';
import { StoredSession } from '../../../src/core/session/stored-session';
import { ServiceFailure } from '../../../src/core/shared/service-failure';
import { anAccount } from '../../support/builders/account-builder';
import { aProviderAnswer, aTappedCard } from '../../support/builders/card-builder';

const giulia = anAccount().withId(1).build();
const visa = aTappedCard().build();

function setUp({ signedIn = true } = {}) {
  const network = new InMemoryCardNetwork(new FixedClock('2026-11-20T08:00:00Z'));
  const session = new StoredSession(new InMemoryStorage());
  if (signedIn) session.saveAccount(giulia);
  const addBankCard = new AddBankCard(new InMemoryTappedCards(network), new InMemoryBankCards(network), session);
  return { network, addBankCard };
}

describe('AddBankCard', () => {
  it('links a card that has tapped: succeeded, and the card is on the account', async () => {
    const { network, addBankCard } = setUp();
    network.tap(visa);
    expect(await addBankCard.execute(aProviderAnswer())).toEqual({
      kind: 'succeeded',
      truncatedPan: '411111******1111',
    });
    expect(network.cardsOf(giulia.id).map((card) => card.aliasPan)).toEqual(['PANALIAS-4111']);
  });

  it('answers already added for a card the account holds, adding nothing twice', async () => {
    const { network, addBankCard } = setUp();
    network.link(giulia.id, visa);
    expect(await addBankCard.execute(aProviderAnswer())).toEqual({
      kind: 'already-added',
      truncatedPan: '411111******1111',
    });
    expect(network.cardsOf(giulia.id)).toHaveLength(1);
  });

  it('answers unused for a card that never tapped, with its last digits', async () => {
    const { network, addBankCard } = setUp();
    const outcome = await addBankCard.execute(aProviderAnswer({ aliasPan: 'PANALIAS-8453', panTail: '8453' }));
    expect(outcome).toEqual({ kind: 'unused', panTail: '8453' });
    expect(network.cardsOf(giulia.id)).toEqual([]);
  });

  it("refuses another rider's card and leaves it where it is", async () => {
    const { network, addBankCard } = setUp();
    network.link(99, visa);
    expect(await addBankCard.execute(aProviderAnswer())).toEqual({
      kind: 'linked-elsewhere',
      truncatedPan: '411111******1111',
    });
    expect([network.cardsOf(giulia.id), network.holderOf(visa.aliasPan)]).toEqual([[], 99]);
  });

  it.each<[string, ProviderResult]>([
    ['01', 'denied-by-system'],
    ['02', 'denied-store-configuration'],
    ['03', 'denied-communication'],
    ['04', 'denied-by-issuer'],
    ['05', 'incorrect-card-number'],
    ['06', 'unforeseen-error'],
    ['07', 'duplicated-order'],
    ['99', 'unknown'],
  ])('adds nothing when the provider answered %s (%s)', async (code, result) => {
    const { network, addBankCard } = setUp();
    network.tap(visa);
    expect(await addBankCard.execute(aProviderAnswer({ code, result }))).toEqual({ kind: 'declined', result });
    expect(network.cardsOf(giulia.id)).toEqual([]);
  });

  it('calls a success without the card alias malformed, adding nothing', async () => {
    const { network, addBankCard } = setUp();
    network.tap(visa);
    expect(await addBankCard.execute(aProviderAnswer({ aliasPan: null }))).toEqual({ kind: 'malformed' });
    expect(network.cardsOf(giulia.id)).toEqual([]);
  });

  it('needs a signed-in rider', async () => {
    const { network, addBankCard } = setUp({ signedIn: false });
    network.tap(visa);
    await expect(addBankCard.execute(aProviderAnswer())).rejects.toEqual(new ServiceFailure('unauthorized'));
  });
});
