import { describe, expect, it } from 'vitest';
import { InMemoryBankCards } from '../../../src/adapters/in-memory/cards/in-memory-bank-cards';
import { InMemoryCardNetwork } from '../../../src/adapters/in-memory/cards/in-memory-card-network';
import { FixedClock } from '../../../src/adapters/in-memory/shared/fixed-clock';
import { InMemoryStorage } from '../../../src/adapters/in-memory/shared/in-memory-storage';
import { ListBankCards } from '../../../src/core/cards/list-bank-cards';
import { RemoveBankCard } from '../../../src/core/cards/remove-bank-card';
import { StoredSession } from '../../../src/core/session/stored-session';
import { anAccount } from '../../support/builders/account-builder';
import { aTappedCard } from '../../support/builders/card-builder';

const giulia = anAccount().withId(1).build();

function setUp() {
  const clock = new FixedClock('2026-11-01T08:00:00Z');
  const network = new InMemoryCardNetwork(clock);
  const session = new StoredSession(new InMemoryStorage());
  session.saveAccount(giulia);
  const cards = new InMemoryBankCards(network);
  return { clock, network, list: new ListBankCards(cards, session), remove: new RemoveBankCard(cards) };
}

describe('ListBankCards and RemoveBankCard', () => {
  it("lists only the rider's cards, the latest change first", async () => {
    const { clock, network, list } = setUp();
    network.link(giulia.id, aTappedCard().build());
    clock.advance(86_400_000);
    network.link(
      giulia.id,
      aTappedCard()
        .withAliasPan('PANALIAS-5555')
        .withTruncatedPan('555555******4444')
        .withLabel('MASTERCARD')
        .onAPhone()
        .build(),
    );
    network.link(2, aTappedCard().withAliasPan('PANALIAS-OTHER').build());
    const cards = await list.execute();
    expect(cards.map((card) => [card.truncatedPan, card.scheme, card.formFactor])).toEqual([
      ['555555******4444', 'mastercard', 'device'],
      ['411111******1111', 'visa', 'card'],
    ]);
  });

  it('removes a card from the list', async () => {
    const { network, list, remove } = setUp();
    const visa = network.link(giulia.id, aTappedCard().build());
    await remove.execute(visa.id);
    expect(await list.execute()).toEqual([]);
  });
});
