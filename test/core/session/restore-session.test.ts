import { describe, expect, it } from 'vitest';
import { SESSION_ACCOUNT_KEY, SESSION_LANGUAGE_KEY, StoredSession } from '../../../src/core/session/stored-session';
import { RestoreSession } from '../../../src/core/session/restore-session';
import { InMemoryStorage } from '../../../src/adapters/in-memory/shared/in-memory-storage';
import { anAccount } from '../../support/builders/account-builder';

const restore = (stored: Record<string, string>) => {
  const storage = new InMemoryStorage(stored);
  return { storage, restored: new RestoreSession(new StoredSession(storage)).execute() };
};

describe('RestoreSession', () => {
  it('signs in again from a valid stored account', () => {
    const account = anAccount().withGoogleId('g-1').build();
    const { restored, storage } = restore({ [SESSION_ACCOUNT_KEY]: JSON.stringify(account) });
    expect(restored).toEqual({ kind: 'signed-in', account });
    expect(storage.read(SESSION_ACCOUNT_KEY)).toBe(JSON.stringify(account));
  });

  it('reads an account stored with the wire names too', () => {
    const dto = anAccount().buildDto();
    const { restored } = restore({ [SESSION_ACCOUNT_KEY]: JSON.stringify(dto) });
    expect(restored).toEqual({ kind: 'signed-in', account: anAccount().build() });
  });

  it('stays signed out when nothing is stored', () => {
    expect(restore({}).restored).toEqual({ kind: 'signed-out' });
  });

  it.each([
    ['corrupt JSON', '{"id":1,"name":'],
    ['a foreign shape', JSON.stringify({ user: 'giulia', token: 'abc' })],
    ['a JSON string', JSON.stringify('giulia.rossi@example.com')],
    ['wrong types', JSON.stringify({ ...anAccount().build(), id: 'one', notifyTicketIssuance: 'yes' })],
    ['an address without @', JSON.stringify(anAccount().withEmail('giulia').build())],
    ['null', 'null'],
  ])('discards and removes %s, keeping the language', (_, raw) => {
    const { restored, storage } = restore({ [SESSION_ACCOUNT_KEY]: raw, [SESSION_LANGUAGE_KEY]: 'en' });
    expect(restored).toEqual({ kind: 'signed-out' });
    expect(storage.snapshot()).toEqual({ [SESSION_LANGUAGE_KEY]: 'en' });
  });
});
