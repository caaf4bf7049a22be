import { InMemoryCardNetwork } from '../../../src/adapters/in-memory/cards/in-memory-card-network';
import { FixedClock } from '../../../src/adapters/in-memory/shared/fixed-clock';
import { InMemoryStorage } from '../../../src/adapters/in-memory/shared/in-memory-storage';
import { DEMO_FARE_NAMES } from '../../../src/adapters/in-memory/travels/in-memory-fare-names';
import { METRO_FARE_CAPS } from '../../../src/adapters/in-memory/travels/in-memory-fare-rules';
import { InMemoryTravelHistory } from '../../../src/adapters/in-memory/travels/in-memory-travel-history';
import { InMemoryTravelLedger } from '../../../src/adapters/in-memory/travels/in-memory-travel-ledger';
import { StoredSession } from '../../../src/core/session/stored-session';
import { anAccount } from '../../support/builders/account-builder';
import { aTappedCard } from '../../support/builders/card-builder';
import { aTrip, VISA_4111 } from '../../support/builders/travel-builder';
import { RIDE_MINUTES, travelsContract } from './travels.contract';

const ACCOUNTS: Record<string, number> = { 'giulia.rossi@example.com': 1, 'luca.verdi@example.com': 4 };
const alias = (pan: string) => `PA-${pan}`;

travelsContract('the in-memory ledger', async () => {
  const network = new InMemoryCardNetwork(new FixedClock('2026-11-20T08:00:00Z'));
  network.link(
    1,
    aTappedCard()
      .withAliasPan(alias('4111111111111111'))
      .withTruncatedPan('411111******1111')
      .withLabel('VISA Debit')
      .build(),
  );
  const session = new StoredSession(new InMemoryStorage());
  const ledger = new InMemoryTravelLedger('Europe/Rome', 'metro', DEMO_FARE_NAMES);
  return {
    travelHistory: new InMemoryTravelHistory(ledger, network, session),
    signInAs: async (email) =>
      session.saveAccount(
        anAccount()
          .withId(ACCOUNTS[email] ?? 0)
          .withEmail(email)
          .build(),
      ),
    aliasOf: alias,
    tap: async ({ pan, from, to, at }) => {
      const lastTapAt = new Date(new Date(at).getTime() + RIDE_MINUTES * 60_000);
      const trip =
        to === undefined
          ? aTrip(at, { firstTap: [['station', from]], lastTap: null })
          : aTrip(at, { firstTap: [['station', from]], lastTap: [['station', to]], lastTapAt });
      ledger.tap(alias(pan), VISA_4111, trip, METRO_FARE_CAPS);
    },
  };
});
