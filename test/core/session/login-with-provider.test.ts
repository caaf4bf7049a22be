import { describe, expect, it } from 'vitest';
import type { ProviderName } from '../../../src/core/session/provider-credential';
import { ServiceFailure } from '../../../src/core/shared/service-failure';
import { SESSION_ACCOUNT_KEY, SESSION_LANGUAGE_KEY, StoredSession } from '../../../src/core/session/stored-session';
import { LoginWithProvider } from '../../../src/core/session/login-with-provider';
import { FakeIdentityProvider } from '../../../src/adapters/in-memory/session/fake-identity-provider';
import { InMemoryStorage } from '../../../src/adapters/in-memory/shared/in-memory-storage';
import { anOperator } from '../../support/builders/operator-builder';
import {
  aFacebookCredential,
  aGoogleCredential,
  anAzureCredential,
} from '../../support/builders/provider-credential-builder';

function setUp() {
  const operator = anOperator().withDemoRiders().build();
  const storage = new InMemoryStorage();
  const providers = {
    google: new FakeIdentityProvider('google'),
    facebook: new FakeIdentityProvider('facebook'),
    azure: new FakeIdentityProvider('azure'),
  };
  const login = new LoginWithProvider(providers, operator, new StoredSession(storage));
  const stored = () => JSON.parse(storage.read(SESSION_ACCOUNT_KEY) ?? 'null') as unknown;
  return { operator, storage, providers, login, stored };
}

describe('LoginWithProvider', () => {
  it('signs a new rider in with the search-engine provider and saves the linked account', async () => {
    const { providers, login, stored, storage } = setUp();
    providers.google.willSignIn(aGoogleCredential({ sub: 'g-42', email: 'anna.neri@example.com' }));
    const outcome = await login.execute('google');
    expect(outcome).toMatchObject({ kind: 'signed-in', account: { email: 'anna.neri@example.com', googleId: 'g-42' } });
    expect(stored()).toMatchObject({ email: 'anna.neri@example.com', googleId: 'g-42' });
    expect(storage.read(SESSION_LANGUAGE_KEY)).toBe('it');
    expect(providers.google.signedIn).toBe(true);
  });

  it("asks for the password of the account the provider's e-mail belongs to, and saves nothing meanwhile", async () => {
    const { providers, login, storage } = setUp();
    const credential = aFacebookCredential({ sub: 'fb-7', email: 'giulia.rossi@example.com' });
    providers.facebook.willSignIn(credential);
    expect(await login.execute('facebook')).toEqual({
      kind: 'link-required',
      provider: 'facebook',
      email: 'giulia.rossi@example.com',
      credential,
    });
    expect(storage.snapshot()).toEqual({});
  });

  it('refuses a missing or wrong password as an invalid password field, and may be tried again', async () => {
    const { providers, login, storage } = setUp();
    providers.google.willSignIn(aGoogleCredential({ sub: 'g-7', email: 'giulia.rossi@example.com' }));
    const pending = await login.execute('google');
    if (pending.kind !== 'link-required') throw new Error('a link should be required');
    expect(await login.link(pending, '')).toEqual({ kind: 'invalid', errors: { password: 'required' } });
    expect(await login.link(pending, 'Wrong-2026')).toEqual({ kind: 'invalid', errors: { password: 'invalid' } });
    expect(storage.snapshot()).toEqual({});
    expect(await login.link(pending, 'Tapway-2026')).toMatchObject({
      kind: 'signed-in',
      account: { email: 'giulia.rossi@example.com', googleId: 'g-7' },
    });
  });

  it("links the social network to an existing rider with its password, then by the provider's id", async () => {
    const { providers, login, stored } = setUp();
    providers.facebook.willSignIn(aFacebookCredential({ sub: 'fb-7', email: 'giulia.rossi@example.com' }));
    const pending = await login.execute('facebook');
    if (pending.kind !== 'link-required') throw new Error('a link should be required');
    await login.link(pending, 'Tapway-2026');
    providers.facebook.willSignIn(aFacebookCredential({ sub: 'fb-7', email: 'changed@example.com' }));
    const outcome = await login.execute('facebook');
    expect(outcome).toMatchObject({
      kind: 'signed-in',
      account: { id: 1, email: 'giulia.rossi@example.com', facebookId: 'fb-7' },
    });
    expect(stored()).toMatchObject({ id: 1, facebookId: 'fb-7' });
  });

  it('signs in through the enterprise directory', async () => {
    const { providers, login, stored } = setUp();
    providers.azure.willSignIn(anAzureCredential({ sub: 'oid-1', email: 'mario.sala@corp.example.com' }));
    expect(await login.execute('azure')).toMatchObject({
      kind: 'signed-in',
      account: { email: 'mario.sala@corp.example.com' },
    });
    expect(stored()).toMatchObject({ email: 'mario.sala@corp.example.com' });
  });

  it.each<[string, (provider: FakeIdentityProvider) => void, string]>([
    ['the popup is closed', (provider) => provider.willCancel(), 'cancelled'],
    ['the provider fails', (provider) => provider.willFail('popup_window_error'), 'popup_window_error'],
    ['the SDK throws', (provider) => provider.willThrow('SDK failed to load'), 'SDK failed to load'],
  ])('answers not completed when %s, and nothing is saved', async (_, script, reason) => {
    const { providers, login, storage } = setUp();
    script(providers.google);
    expect(await login.execute('google')).toEqual({ kind: 'not-completed', provider: 'google', reason });
    expect(storage.snapshot()).toEqual({});
  });

  it('answers not completed for a provider the operator does not run', async () => {
    const operator = anOperator().build();
    const storage = new InMemoryStorage();
    const login = new LoginWithProvider({}, operator, new StoredSession(storage));
    const provider: ProviderName = 'facebook';
    expect(await login.execute(provider)).toEqual({ kind: 'not-completed', provider, reason: 'not-configured' });
    expect(storage.snapshot()).toEqual({});
  });

  it("settles the operator's other answers like a password login, saving nothing", async () => {
    const { operator, providers, login, storage } = setUp();
    providers.google.willSignIn(aGoogleCredential());
    operator.scriptNext('loginWithProvider', { kind: 'unconfirmed-email' }, { kind: 'no-account' });
    expect(await login.execute('google')).toEqual({ kind: 'unconfirmed-email' });
    expect(await login.execute('google')).toEqual({ kind: 'invalid', errors: { email: 'NoAccountFound' } });
    expect(storage.snapshot()).toEqual({});
  });

  it('lets a service failure through and leaves the session untouched', async () => {
    const { operator, providers, login, storage } = setUp();
    providers.azure.willSignIn(anAzureCredential());
    operator.scriptNext('loginWithProvider', new ServiceFailure('malformed'));
    await expect(login.execute('azure')).rejects.toThrow(ServiceFailure);
    expect(storage.snapshot()).toEqual({});
  });
});
