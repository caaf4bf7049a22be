import { InMemoryCardNetwork } from '../../../src/adapters/in-memory/cards/in-memory-card-network';
import { InMemoryRiderData } from '../../../src/adapters/in-memory/data-export/in-memory-rider-data';
import { FixedClock } from '../../../src/adapters/in-memory/shared/fixed-clock';
import { InMemoryStorage } from '../../../src/adapters/in-memory/shared/in-memory-storage';
import { InMemoryTravelLedger } from '../../../src/adapters/in-memory/travels/in-memory-travel-ledger';
import { StoredSession } from '../../../src/core/session/stored-session';
import { anAccount } from '../../support/builders/account-builder';
import { aTappedCard } from '../../support/builders/card-builder';
import { aTrip, VISA_4111 } from '../../support/builders/travel-builder';
import { riderDataContract } from './rider-data.contract';

const ALL_DAYS = { from: '1900-01-01', to: '9998-12-31' };

riderDataContract('in memory', async () => {
  const clock = new FixedClock(new Date('2026-11-25T09:00:00Z'));
  const network = new InMemoryCardNetwork(clock);
  const card = aTappedCard().withAliasPan('PA-4111').withTruncatedPan('411111******1111').build();
  network.link(1, card);
  const ledger = new InMemoryTravelLedger('Europe/Rome');
  ledger.charge('PA-4111', VISA_4111, [aTrip('2026-11-20T07:00:00Z')]);
  ledger.charge('PA-4111', VISA_4111, [aTrip('2026-11-21T07:00:00Z'), aTrip('2026-11-21T17:00:00Z')]);
  const session = new StoredSession(new InMemoryStorage());
  return {
    source: new InMemoryRiderData(ledger, network, session, clock),
    signInAs: async (email) => {
      if (email === null) session.clearAccount();
      else session.saveAccount(anAccount().withId(1).withEmail(email).build());
    },
    listed: async () => ({
      trips: ledger.tickets(['PA-4111'], ALL_DAYS).length,
      payments: ledger.payments(['PA-4111'], ALL_DAYS, { succeeded: true, failed: true }).length,
    }),
  };
});
