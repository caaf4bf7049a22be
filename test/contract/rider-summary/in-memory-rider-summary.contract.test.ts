import { InMemoryBankCards } from '../../../src/adapters/in-memory/cards/in-memory-bank-cards';
import { InMemoryCardNetwork } from '../../../src/adapters/in-memory/cards/in-memory-card-network';
import { InMemoryRiderSummaries } from '../../../src/adapters/in-memory/settlement/in-memory-rider-summaries';
import { InMemorySettlements } from '../../../src/adapters/in-memory/settlement/in-memory-settlements';
import { FixedClock } from '../../../src/adapters/in-memory/shared/fixed-clock';
import { InMemoryStorage } from '../../../src/adapters/in-memory/shared/in-memory-storage';
import { InMemoryTravelHistory } from '../../../src/adapters/in-memory/travels/in-memory-travel-history';
import { InMemoryTravelLedger } from '../../../src/adapters/in-memory/travels/in-memory-travel-ledger';
import { StoredSession } from '../../../src/core/session/stored-session';
import { anAccount } from '../../support/builders/account-builder';
import { aTappedCard } from '../../support/builders/card-builder';
import { aTrip, MASTERCARD_4444, VISA_4111 } from '../../support/builders/travel-builder';
import { riderSummaryContract } from './rider-summary.contract';

const ACCOUNTS: Record<string, number> = { 'giulia.rossi@example.com': 1, 'luca.verdi@example.com': 4 };

riderSummaryContract('in memory', async () => {
  const clock = new FixedClock('2026-11-22T09:00:00Z');
  const network = new InMemoryCardNetwork(clock);
  network.link(1, aTappedCard().withAliasPan('PA-4111').withTruncatedPan('411111******1111').build());
  network.link(1, aTappedCard().withAliasPan('PA-5555').withTruncatedPan('555555******4444').onAPhone().build());
  const ledger = new InMemoryTravelLedger('Europe/Rome');
  ledger.charge('PA-4111', VISA_4111, [aTrip('2026-11-13T08:00:00Z')], 'FAILED');
  ledger.charge('PA-5555', MASTERCARD_4444, [aTrip('2026-11-04T08:00:00Z')], 'FAILED');
  ledger.charge('PA-5555', MASTERCARD_4444, [aTrip('2026-11-18T08:00:00Z')], 'FAILED');
  ledger.charge('PA-4111', VISA_4111, [aTrip('2026-11-19T08:00:00Z')], 'SUCCEEDED');
  // Another account's card, with a trip this week.
  network.link(2, aTappedCard().withAliasPan('PA-4012').withTruncatedPan('401288******1881').build());
  const visa4012 = { ...VISA_4111, truncatedPan: '401288******1881', token: 'TOKEN-4012' };
  ledger.charge('PA-4012', visa4012, [aTrip('2026-11-20T08:00:00Z')], 'SUCCEEDED');
  const settlements = new InMemorySettlements(ledger);
  const session = new StoredSession(new InMemoryStorage());
  const cards = new InMemoryBankCards(network);
  return {
    summaries: new InMemoryRiderSummaries(network, settlements, session, true, { ledger, clock }),
    notOffered: new InMemoryRiderSummaries(network, settlements, session, false),
    listCards: () => cards.list(session.account()?.id ?? 0),
    failedSummaries: (aliasPans) => settlements.failedSummaries(aliasPans),
    tickets: (range, aliasPans) => new InMemoryTravelHistory(ledger, network, session).tickets({ range, aliasPans }),
    signInAs: async (email) =>
      session.saveAccount(
        anAccount()
          .withId(ACCOUNTS[email] ?? 0)
          .withEmail(email)
          .build(),
      ),
  };
});
