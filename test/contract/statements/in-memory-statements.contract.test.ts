import { FixedClock } from '../../../src/adapters/in-memory/shared/fixed-clock';
import { InMemoryStorage } from '../../../src/adapters/in-memory/shared/in-memory-storage';
import { InMemoryStatements } from '../../../src/adapters/in-memory/statements/in-memory-statements';
import { StoredSession } from '../../../src/core/session/stored-session';
import { anAccount } from '../../support/builders/account-builder';
import { statementsContract } from './statements.contract';

statementsContract('in memory', async () => {
  const session = new StoredSession(new InMemoryStorage());
  return {
    statements: new InMemoryStatements(session, new FixedClock(new Date())),
    signInAs: async (email) => {
      if (email === null) session.clearAccount();
      else session.saveAccount(anAccount().withId(1).withEmail(email).build());
    },
  };
});
