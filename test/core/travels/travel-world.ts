import { InMemoryCardNetwork } from '../../../src/adapters/in-memory/cards/in-memory-card-network';
import { FixedClock } from '../../../src/adapters/in-memory/shared/fixed-clock';
import { InMemoryStorage } from '../../../src/adapters/in-memory/shared/in-memory-storage';
import { InMemoryTravelHistory } from '../../../src/adapters/in-memory/travels/in-memory-travel-history';
import { InMemoryTravelLedger } from '../../../src/adapters/in-memory/travels/in-memory-travel-ledger';
import { StoredSession } from '../../../src/core/session/stored-session';
import { BuildReceipt } from '../../../src/core/travels/build-receipt';
import { ListPayments } from '../../../src/core/travels/list-payments';
import { ListTickets } from '../../../src/core/travels/list-tickets';
import { anAccount } from '../../support/builders/account-builder';
import { aTappedCard } from '../../support/builders/card-builder';

export const giulia = anAccount().withId(1).withName('Giulia', 'Rossi').build();
/** The alias pans of Giulia's two cards, as the card list gives them to the trip and payment lists. */
export const GIULIAS_CARDS = ['PANALIAS-4111', 'PANALIAS-5555'] as const;

export const luca = anAccount().withId(2).withName('Luca', 'Verdi').withEmail('luca.verdi@example.com').build();

/** Giulia signed in with her VISA (PANALIAS-4111) and her phone's Mastercard (PANALIAS-5555); Luca's card PANALIAS-LUCA. */
export function travelWorld() {
  const clock = new FixedClock('2026-11-22T09:00:00Z');
  const network = new InMemoryCardNetwork(clock);
  network.link(giulia.id, aTappedCard().build());
  network.link(
    giulia.id,
    aTappedCard()
      .withAliasPan('PANALIAS-5555')
      .withTruncatedPan('555555******4444')
      .withLabel('MASTERCARD')
      .onAPhone()
      .build(),
  );
  network.link(luca.id, aTappedCard().withAliasPan('PANALIAS-LUCA').withTruncatedPan('400000******0077').build());
  const session = new StoredSession(new InMemoryStorage());
  session.saveAccount(giulia);
  const ledger = new InMemoryTravelLedger('Europe/Rome');
  const history = new InMemoryTravelHistory(ledger, network, session);
  return {
    clock,
    network,
    session,
    ledger,
    history,
    listTickets: new ListTickets(history),
    listPayments: new ListPayments(history),
    buildReceipt: new BuildReceipt(history, session),
  };
}
