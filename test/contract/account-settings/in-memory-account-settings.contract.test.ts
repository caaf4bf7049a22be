import { InMemoryAccountSettings } from '../../../src/adapters/in-memory/account/in-memory-account-settings';
import { InMemoryOperator } from '../../../src/adapters/in-memory/account/in-memory-operator';
import { InMemoryStorage } from '../../../src/adapters/in-memory/shared/in-memory-storage';
import { StoredSession } from '../../../src/core/session/stored-session';
import { accountSettingsContract } from './account-settings.contract';

accountSettingsContract('the in-memory operator', async () => {
  const operator = new InMemoryOperator();
  operator.addRider({ email: 'giulia.rossi@example.com', name: 'Giulia', surname: 'Rossi', password: 'Tapway-2026' });
  operator.addRider({
    email: 'luca.verdi@example.com',
    name: 'Luca',
    surname: 'Verdi',
    language: 'en',
    password: 'Tapway-2026',
  });
  const session = new StoredSession(new InMemoryStorage());
  const settings = new InMemoryAccountSettings(operator, session);
  return {
    settings,
    async signInAs(email) {
      const rider = operator.riders.byEmail(email)!;
      session.saveAccount(rider.account);
      return rider.account.id;
    },
    deletionCode: async (email) => settings.codeOf(operator.riders.byEmail(email)!.account.id) ?? '',
  };
});
