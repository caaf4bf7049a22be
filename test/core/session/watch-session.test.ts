import { describe, expect, it } from 'vitest';
import type { Account } from '../../../src/core/session/account';
import { SESSION_ACCOUNT_KEY, SESSION_LANGUAGE_KEY, StoredSession } from '../../../src/core/session/stored-session';
import { WatchSession } from '../../../src/core/session/watch-session';
import { InMemoryStorage } from '../../../src/adapters/in-memory/shared/in-memory-storage';
import { anAccount } from '../../support/builders/account-builder';

function watching() {
  const storage = new InMemoryStorage();
  const seen: (Account | null)[] = [];
  const stop = new WatchSession(new StoredSession(storage)).execute((account) => seen.push(account));
  return { storage, seen, stop };
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
    const { storage, seen, stop } = watching();
    stop();
    storage.simulateOtherTab(SESSION_ACCOUNT_KEY, null);
    expect(seen).toEqual([]);
  });
});
