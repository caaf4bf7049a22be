import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SESSION_ACCOUNT_KEY, StoredSession } from '../../../src/core/session/stored-session';
import { InMemoryStorage } from '../../../src/adapters/in-memory/shared/in-memory-storage';
import { accountArb, corruptStoredValueArb } from '../../support/builders/arbitraries';

describe('StoredSession', () => {
  it('reads back any account it saved', () => {
    fc.assert(
      fc.property(accountArb, (account) => {
        const session = new StoredSession(new InMemoryStorage());
        session.saveAccount(account);
        expect(session.account()).toEqual(account);
      }),
    );
  });

  it('rejects and removes any corrupt stored value, without throwing', () => {
    fc.assert(
      fc.property(corruptStoredValueArb, (raw) => {
        const storage = new InMemoryStorage({ [SESSION_ACCOUNT_KEY]: raw });
        expect(new StoredSession(storage).account()).toBeNull();
        expect(storage.read(SESSION_ACCOUNT_KEY)).toBeNull();
      }),
    );
  });
});
