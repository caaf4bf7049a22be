import { describe, expect, it } from 'vitest';
import { SESSION_ACCOUNT_KEY, SESSION_LANGUAGE_KEY, StoredSession } from '../../../src/core/session/stored-session';
import { LogoutUser } from '../../../src/core/session/logout-user';
import { FakeIdentityProvider } from '../../../src/adapters/in-memory/session/fake-identity-provider';
import { InMemoryStorage } from '../../../src/adapters/in-memory/shared/in-memory-storage';
import type { IdentityProviders } from '../../../src/core/session/identity-provider';
import { anAccount, type AccountBuilder } from '../../support/builders/account-builder';

function signedIn(account: AccountBuilder) {
  const storage = new InMemoryStorage({
    [SESSION_ACCOUNT_KEY]: JSON.stringify(account.build()),
    [SESSION_LANGUAGE_KEY]: 'fr',
  });
  const google = new FakeIdentityProvider('google').withCachedAccount();
  const facebook = new FakeIdentityProvider('facebook').withCachedAccount();
  const azure = new FakeIdentityProvider('azure').withCachedAccount();
  const logout = (providers: IdentityProviders = { google, facebook, azure }) =>
    new LogoutUser(new StoredSession(storage), providers).execute();
  return { storage, google, facebook, azure, logout };
}

const signedOut = (...providers: FakeIdentityProvider[]) => providers.map((provider) => provider.signedOut);

describe('LogoutUser with identity providers', () => {
  it.each([
    ['the search-engine provider', anAccount().withGoogleId('g-1'), [true, false]],
    ['the social network', anAccount().withFacebookId('fb-1'), [false, true]],
    ['both', anAccount().withGoogleId('g-1').withFacebookId('fb-1'), [true, true]],
    ['neither', anAccount(), [false, false]],
  ])('signs out of the providers the account is linked to: %s', async (_, account, expected) => {
    const { storage, google, facebook, azure, logout } = signedIn(account);
    await logout();
    expect(signedOut(google, facebook)).toEqual(expected);
    expect(azure.signedOut).toBe(false);
    expect(storage.snapshot()).toEqual({ [SESSION_LANGUAGE_KEY]: 'fr' });
  });

  it('completes locally when a provider fails to sign out', async () => {
    const { storage, google, facebook, logout } = signedIn(anAccount().withGoogleId('g-1').withFacebookId('fb-1'));
    google.willFailToSignOut('SDK failed to load');
    await expect(logout()).resolves.toBeUndefined();
    expect(signedOut(google, facebook)).toEqual([false, true]);
    expect(storage.snapshot()).toEqual({ [SESSION_LANGUAGE_KEY]: 'fr' });
  });

  it('completes locally when a linked provider is not configured', async () => {
    const { storage, logout } = signedIn(anAccount().withGoogleId('g-1'));
    await logout({});
    expect(storage.snapshot()).toEqual({ [SESSION_LANGUAGE_KEY]: 'fr' });
  });

  it('signs out of no provider when nobody is signed in', async () => {
    const storage = new InMemoryStorage();
    const google = new FakeIdentityProvider('google');
    await new LogoutUser(new StoredSession(storage), { google }).execute();
    expect(google.signedOut).toBe(false);
    expect(storage.snapshot()).toEqual({});
  });
});
