import { InMemoryBankCards } from '../../../src/adapters/in-memory/cards/in-memory-bank-cards';
import { InMemoryCardNetwork } from '../../../src/adapters/in-memory/cards/in-memory-card-network';
import { InMemoryTappedCards } from '../../../src/adapters/in-memory/cards/in-memory-tapped-cards';
import { FixedClock } from '../../../src/adapters/in-memory/shared/fixed-clock';
import { aTappedCard } from '../../support/builders/card-builder';
import { cardsContract } from './cards.contract';

const ACCOUNTS: Record<string, number> = { 'giulia.rossi@example.com': 1, 'luca.verdi@example.com': 4 };
/** The in-memory PANALIAS of a PAN: any stable alias will do. */
const alias = (pan: string) => `PA-${pan}`;

cardsContract('the in-memory card network', async () => {
  const network = new InMemoryCardNetwork(new FixedClock('2026-11-20T08:00:00Z'));
  network.link(
    1,
    aTappedCard()
      .withAliasPan(alias('4111111111111111'))
      .withTruncatedPan('411111******1111')
      .withLabel('VISA Debit')
      .build(),
  );
  network.link(
    1,
    aTappedCard()
      .withAliasPan(alias('5555555555554444'))
      .withTruncatedPan('555555******4444')
      .withLabel('MASTERCARD')
      .onAPhone()
      .build(),
  );
  network.tap(
    aTappedCard()
      .withAliasPan(alias('4012888888881881'))
      .withTruncatedPan('401288******1881')
      .withLabel('VISA')
      .build(),
  );
  return {
    bankCards: new InMemoryBankCards(network),
    tappedCards: new InMemoryTappedCards(network),
    signInAs: async (email) => ACCOUNTS[email] ?? 0,
    tokenise: async (pan) => alias(pan),
  };
});
