import { describe, expect, it } from 'vitest';
import { SESSION_ACCOUNT_KEY, SESSION_LANGUAGE_KEY, StoredSession } from '../../../src/core/session/stored-session';
import { LogoutUser } from '../../../src/core/session/logout-user';
import { RestoreSession } from '../../../src/core/session/restore-session';
import { InMemoryStorage } from '../../../src/adapters/in-memory/shared/in-memory-storage';
import { InMemorySavedReads } from '../../../src/adapters/in-memory/shared/in-memory-saved-reads';
import { anAccount } from '../../support/builders/account-builder';
import { InMemoryOperator } from '../../../src/adapters/in-memory/account/in-memory-operator';
import { ServiceFailure } from '../../../src/core/shared/service-failure';

/** Provider sign-outs are covered by logout-user-providers.test.ts. */
describe('LogoutUser', () => {
  it('removes the stored account and keeps the language choice', async () => {
    const storage = new InMemoryStorage({
      [SESSION_ACCOUNT_KEY]: JSON.stringify(anAccount().build()),
      [SESSION_LANGUAGE_KEY]: 'it',
    });
    const session = new StoredSession(storage);
    await new LogoutUser(session).execute();
    expect(storage.snapshot()).toEqual({ [SESSION_LANGUAGE_KEY]: 'it' });
    expect(new RestoreSession(session).execute()).toEqual({ kind: 'signed-out' });
  });

  it('is harmless when nobody is signed in', async () => {
    const storage = new InMemoryStorage();
    await new LogoutUser(new StoredSession(storage)).execute();
    expect(storage.snapshot()).toEqual({});
  });

  it('discards a corrupt stored account too', async () => {
    const storage = new InMemoryStorage({ [SESSION_ACCOUNT_KEY]: '{"id":', [SESSION_LANGUAGE_KEY]: 'en' });
    await new LogoutUser(new StoredSession(storage)).execute();
    expect(storage.snapshot()).toEqual({ [SESSION_LANGUAGE_KEY]: 'en' });
  });

  it("ends the operator's session too, and signs out here even when the operator cannot be reached", async () => {
    const operator = new InMemoryOperator();
    const storage = new InMemoryStorage({ [SESSION_ACCOUNT_KEY]: JSON.stringify(anAccount().build()) });
    await new LogoutUser(new StoredSession(storage), {}, operator).execute();
    expect(operator.loggedOut).toBe(1);
    const offline = { logout: () => Promise.reject(new ServiceFailure('network', 'Network Error')) };
    const again = new InMemoryStorage({ [SESSION_ACCOUNT_KEY]: JSON.stringify(anAccount().build()) });
    await new LogoutUser(new StoredSession(again), {}, offline).execute();
    expect(again.snapshot()).toEqual({});
  });
});

describe('LogoutUser and what riders read on the device (docs/adr/0012-offline-reading.md)', () => {
  it("forgets every account's saved reads, and signs out even when the device cannot forget", async () => {
    const storage = new InMemoryStorage({ [SESSION_ACCOUNT_KEY]: JSON.stringify(anAccount().build()) });
    const savedReads = new InMemorySavedReads();
    await savedReads.save(1, '{"trips":[]}');
    await savedReads.save(2, '{"trips":[]}');
    await new LogoutUser(new StoredSession(storage), {}, undefined, savedReads).execute();
    expect(savedReads.accounts()).toEqual([]);

    const refusing = { forgetAll: () => Promise.reject(new Error('QuotaExceededError')) };
    storage.write(SESSION_ACCOUNT_KEY, JSON.stringify(anAccount().build()));
    await new LogoutUser(new StoredSession(storage), {}, undefined, refusing).execute();
    expect(storage.read(SESSION_ACCOUNT_KEY)).toBeNull();
  });
});
