import { describe, expect, it } from 'vitest';
import type { Account } from '../../../src/core/session/account';
import {
  SESSION_ACCOUNT_KEY,
  SESSION_LANGUAGE_KEY,
  StoredSession,
  type SessionOrigin,
} from '../../../src/core/session/stored-session';
import { LoginUser } from '../../../src/core/session/login-user';
import { LogoutUser } from '../../../src/core/session/logout-user';
import { anOperator, DEMO_PASSWORD } from '../../support/builders/operator-builder';
import { WatchSession } from '../../../src/core/session/watch-session';
import { InMemoryStorage } from '../../../src/adapters/in-memory/shared/in-memory-storage';
import { anAccount } from '../../support/builders/account-builder';

function watching() {
  const storage = new InMemoryStorage();
  const session = new StoredSession(storage);
  const seen: (Account | null)[] = [];
  const origins: SessionOrigin[] = [];
  const stop = new WatchSession(session).execute((account, origin) => {
    seen.push(account);
    origins.push(origin);
  });
  return { storage, session, seen, origins, stop };
}

describe('WatchSession', () => {
  it('follows a sign-in and a sign-out made in another tab', () => {
    const { storage, seen } = watching();
    const account = anAccount().build();
    storage.simulateOtherTab(SESSION_ACCOUNT_KEY, JSON.stringify(account));
    storage.simulateOtherTab(SESSION_ACCOUNT_KEY, null);
    expect(seen).toEqual([account, null]);
  });

  it('treats corrupt data written by another tab as a sign-out', () => {
    const { storage, seen } = watching();
    storage.simulateOtherTab(SESSION_ACCOUNT_KEY, '{"id":');
    expect(seen).toEqual([null]);
  });

  it('ignores other keys', () => {
    const { storage, seen } = watching();
    storage.simulateOtherTab(SESSION_LANGUAGE_KEY, 'fr');
    expect(seen).toEqual([]);
  });

  it('stops following once unsubscribed', () => {
    const { storage, session, seen, stop } = watching();
    stop();
    storage.simulateOtherTab(SESSION_ACCOUNT_KEY, null);
    session.saveAccount(anAccount().build());
    expect(seen).toEqual([]);
  });

  it("publishes this tab's login and logout, telling them from other tabs'", async () => {
    const { session, seen, origins, storage } = watching();
    const operator = anOperator().withDemoRiders().build();
    const login = await new LoginUser(operator, session).execute({
      email: 'giulia.rossi@example.com',
      password: DEMO_PASSWORD,
    });
    await new LogoutUser(session).execute();
    storage.simulateOtherTab(SESSION_ACCOUNT_KEY, null);
    expect(login.kind).toBe('signed-in');
    expect(seen).toEqual([expect.objectContaining({ email: 'giulia.rossi@example.com' }), null, null]);
    expect(origins).toEqual(['this-tab', 'this-tab', 'other-tab']);
  });

  it('publishes nothing for a login that did not sign in', async () => {
    const { session, seen } = watching();
    await new LoginUser(anOperator().withDemoRiders().build(), session).execute({
      email: 'giulia.rossi@example.com',
      password: 'Wrong-1234',
    });
    expect(seen).toEqual([]);
  });
});
