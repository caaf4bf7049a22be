import { InMemoryCardNetwork } from '../../../src/adapters/in-memory/cards/in-memory-card-network';
import { InMemoryConcessions } from '../../../src/adapters/in-memory/concessions/in-memory-concessions';
import { FixedClock } from '../../../src/adapters/in-memory/shared/fixed-clock';
import { InMemoryStorage } from '../../../src/adapters/in-memory/shared/in-memory-storage';
import type { ConcessionOffer } from '../../../src/core/concessions/concession';
import { StoredSession } from '../../../src/core/session/stored-session';
import { addDays } from '../../../src/core/shared/calendar-day';
import { CONCESSION_POLICIES } from '../../../sandbox/oms/concessions/concession-offers.mjs';
import { DEMO_REFERENCES } from '../../../sandbox/oms/concessions/proof-references.mjs';
import { anAccount } from '../../support/builders/account-builder';
import { aTappedCard } from '../../support/builders/card-builder';
import { concessionsContract } from './concessions.contract';

const ACCOUNTS: Record<string, number> = {
  'rosa.esposito@example.com': 6,
  'sofia.marino@example.com': 7,
  'luca.verdi@example.com': 3,
};
const TODAY = '2026-11-28';

/** The sandbox's metro offer, as the in-memory operator is given it. */
const METRO = CONCESSION_POLICIES.metro!;
const offers: ConcessionOffer[] = METRO.offers.map((offer) => ({
  key: offer.key,
  percentOff: offer.percentOff,
  validity: offer.validity,
  proofs: offer.proofs,
  ...(offer.minimumAge === undefined ? {} : { minimumAge: offer.minimumAge }),
  texts: offer.texts,
}));

concessionsContract('in memory', async () => {
  const clock = new FixedClock(`${TODAY}T09:00:00Z`);
  const network = new InMemoryCardNetwork(clock);
  network.link(6, aTappedCard().withAliasPan('PA-ROSA').withTruncatedPan('400005******5556').build());
  network.link(7, aTappedCard().withAliasPan('PA-SOFIA').withTruncatedPan('222300******3222').onAPhone().build());
  const session = new StoredSession(new InMemoryStorage());
  const policy = { maxCards: METRO.maxCards, renewalDays: METRO.renewalDays, offers };
  // The operator's list of agency references: the sandbox's demo ones, none used.
  const world = {
    references: new Map(DEMO_REFERENCES.map((reference) => [reference, null])),
    // Their accounts' dates of birth, as the sandbox's demo world has them (Rosa over 65, Sofia a student).
    accountBirthdates: new Map([
      [6, '1954-05-20'],
      [7, '2004-10-01'],
    ]),
  };
  const concessions = new InMemoryConcessions(network, session, clock, policy, 'Europe/Rome', true, world);
  concessions.grant(7, { id: 'demo-student', key: 'student', provenBy: 'directory', validUntil: addDays(TODAY, 10) });
  // Her phone carries it, as in the sandbox's demo world.
  session.saveAccount(anAccount().withId(7).withEmail('sofia.marino@example.com').build());
  await concessions.link({ concessionId: 'demo-student', aliasPan: 'PA-SOFIA', linked: true });
  session.clearAccount();
  return {
    concessions,
    notOffered: new InMemoryConcessions(network, session, clock, policy, 'Europe/Rome', false),
    today: TODAY,
    returnUrl: 'https://portal.example/dashboard/discounts/proof',
    cardsOf: async (email) => network.cardsOf(ACCOUNTS[email] ?? 0).map((card) => card.aliasPan),
    signInAs: async (email) =>
      session.saveAccount(
        anAccount()
          .withId(ACCOUNTS[email] ?? 0)
          .withEmail(email)
          .build(),
      ),
    signOut: async () => session.clearAccount(),
  };
});
