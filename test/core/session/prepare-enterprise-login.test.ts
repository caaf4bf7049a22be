import { describe, expect, it } from 'vitest';
import { SESSION_ACCOUNT_KEY, StoredSession } from '../../../src/core/session/stored-session';
import { LoginWithProvider } from '../../../src/core/session/login-with-provider';
import { PrepareEnterpriseLogin } from '../../../src/core/session/prepare-enterprise-login';
import { FakeIdentityProvider } from '../../../src/adapters/in-memory/session/fake-identity-provider';
import { InMemoryStorage } from '../../../src/adapters/in-memory/shared/in-memory-storage';
import type { IdentityProviders } from '../../../src/core/session/identity-provider';
import { anOperator } from '../../support/builders/operator-builder';
import { anAzureCredential } from '../../support/builders/provider-credential-builder';

function setUp(providers: IdentityProviders) {
  const operator = anOperator().build();
  const storage = new InMemoryStorage();
  const login = new LoginWithProvider(providers, operator, new StoredSession(storage));
  return { storage, arrive: new PrepareEnterpriseLogin(providers, login) };
}

describe('PrepareEnterpriseLogin', () => {
  it('runs the logout popup when the directory caches an account, and signs nobody in', async () => {
    const azure = new FakeIdentityProvider('azure').withCachedAccount().willSignIn(anAzureCredential());
    const { storage, arrive } = setUp({ azure });
    expect(await arrive.execute()).toEqual({ kind: 'signed-out-of-provider' });
    expect(azure.signedOut).toBe(true);
    expect(await azure.hasCachedAccount()).toBe(false);
    expect(storage.snapshot()).toEqual({});
  });

  it('opens the sign-in popup by itself otherwise, and signs the rider in', async () => {
    const azure = new FakeIdentityProvider('azure').willSignIn(
      anAzureCredential({ email: 'mario.sala@corp.example.com' }),
    );
    const { storage, arrive } = setUp({ azure });
    expect(await arrive.execute()).toMatchObject({
      kind: 'signed-in',
      account: { email: 'mario.sala@corp.example.com' },
    });
    expect(JSON.parse(storage.read(SESSION_ACCOUNT_KEY) ?? 'null')).toMatchObject({
      email: 'mario.sala@corp.example.com',
    });
    expect(azure.signedOut).toBe(false);
  });

  it('answers not completed when the popup is closed', async () => {
    const azure = new FakeIdentityProvider('azure').willCancel();
    const { storage, arrive } = setUp({ azure });
    expect(await arrive.execute()).toEqual({ kind: 'not-completed', provider: 'azure', reason: 'cancelled' });
    expect(storage.snapshot()).toEqual({});
  });

  it('answers not completed when the logout popup fails, and the account stays cached', async () => {
    const azure = new FakeIdentityProvider('azure').withCachedAccount().willFailToSignOut('user_cancelled');
    const { arrive } = setUp({ azure });
    expect(await arrive.execute()).toEqual({ kind: 'not-completed', provider: 'azure', reason: 'user_cancelled' });
    expect(await azure.hasCachedAccount()).toBe(true);
  });

  it('answers not completed when the operator runs no enterprise directory', async () => {
    const { arrive } = setUp({ google: new FakeIdentityProvider('google') });
    expect(await arrive.execute()).toEqual({ kind: 'not-completed', provider: 'azure', reason: 'not-configured' });
  });
});
