import { InMemoryStorage } from '../../../src/adapters/in-memory/shared/in-memory-storage';
import { InMemoryFareRules, METRO_FARE_CAPS } from '../../../src/adapters/in-memory/travels/in-memory-fare-rules';
import { StoredSession } from '../../../src/core/session/stored-session';
import { anAccount } from '../../support/builders/account-builder';
import { fareRulesContract } from './fare-rules.contract';

fareRulesContract('in memory', async () => {
  const session = new StoredSession(new InMemoryStorage());
  return {
    fareRules: new InMemoryFareRules(METRO_FARE_CAPS, session),
    signInAs: async (email) => session.saveAccount(anAccount().withId(1).withEmail(email).build()),
  };
});
