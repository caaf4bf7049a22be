import { InMemoryAlerts } from '../../../src/adapters/in-memory/alerts/in-memory-alerts';
import { InMemoryStorage } from '../../../src/adapters/in-memory/shared/in-memory-storage';
import { StoredSession } from '../../../src/core/session/stored-session';
import { anAccount } from '../../support/builders/account-builder';
import { alertsContract } from './alerts.contract';

const ACCOUNTS: Record<string, number> = { 'giulia.rossi@example.com': 1, 'luca.verdi@example.com': 4 };

alertsContract('in memory', async () => {
  const session = new StoredSession(new InMemoryStorage());
  return {
    alerts: new InMemoryAlerts(session),
    async signInAs(email) {
      const id = ACCOUNTS[email] ?? 0;
      session.saveAccount(anAccount().withId(id).withEmail(email).build());
      return id;
    },
  };
});
