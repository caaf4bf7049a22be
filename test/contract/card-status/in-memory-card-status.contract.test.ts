import { InMemoryCardNetwork } from '../../../src/adapters/in-memory/cards/in-memory-card-network';
import {
  InMemoryCardStatus,
  InMemoryDenyList,
} from '../../../src/adapters/in-memory/card-status/in-memory-card-status';
import { FixedClock } from '../../../src/adapters/in-memory/shared/fixed-clock';
import { InMemoryStorage } from '../../../src/adapters/in-memory/shared/in-memory-storage';
import { InMemoryTravelLedger } from '../../../src/adapters/in-memory/travels/in-memory-travel-ledger';
import { StoredSession } from '../../../src/core/session/stored-session';
import { anAccount } from '../../support/builders/account-builder';
import { aTappedCard } from '../../support/builders/card-builder';
import { aTrip, MASTERCARD_4444, VISA_4111 } from '../../support/builders/travel-builder';
import { cardStatusContract, PHONE, VISA } from './card-status.contract';

const ACCOUNTS: Record<string, number> = { 'giulia.rossi@example.com': 1, 'luca.verdi@example.com': 4 };
const alias = (pan: string) => `PA-${pan}`;
const DAY = 86_400_000;

cardStatusContract('in memory', async () => {
  // The operator's clock reads the tests' now, as the sandbox's does.
  const clock = new FixedClock(new Date());
  const network = new InMemoryCardNetwork(clock);
  network.link(1, aTappedCard().withAliasPan(alias(VISA)).withTruncatedPan('411111******1111').build());
  network.link(1, aTappedCard().withAliasPan(alias(PHONE)).withTruncatedPan('555555******4444').build());
  const ledger = new InMemoryTravelLedger('Europe/Rome');
  // The demo world's failed payments: each failed about 3 hours after its travel day ended.
  const fail = (pan: string, card: typeof VISA_4111, daysAgo: number) => {
    const day = new Date(clock.now().getTime() - daysAgo * DAY);
    ledger.charge(alias(pan), card, [aTrip(day.toISOString())], 'FAILED', new Date(day.getTime() + 0.6 * DAY));
  };
  fail(VISA, VISA_4111, 9);
  fail(PHONE, MASTERCARD_4444, 18);
  fail(PHONE, MASTERCARD_4444, 4);
  const denyList = new InMemoryDenyList(ledger, clock, 10);
  // As the sandbox's seed: the failed retries recorded at once.
  denyList.update([alias(VISA), alias(PHONE)]);
  const session = new StoredSession(new InMemoryStorage());
  return {
    status: new InMemoryCardStatus(denyList, network, session),
    aliasOf: alias,
    signInAs: async (email) =>
      session.saveAccount(
        anAccount()
          .withId(ACCOUNTS[email] ?? 0)
          .withEmail(email)
          .build(),
      ),
    settleGiulia: async () => {
      ledger.settle([alias(VISA), alias(PHONE)], {
        shortId: 'S-0000000001',
        amount: 450,
        paidAt: clock.now(),
        truncatedPan: '************5100',
      });
    },
    lift: async (pan) => denyList.lift(alias(pan)),
  };
});
