import { describe, expect, it } from 'vitest';
import { FakeIdentityProvider } from '../../../src/adapters/in-memory/session/fake-identity-provider';
import { ListAvailableProviders } from '../../../src/core/session/list-available-providers';

describe('ListAvailableProviders', () => {
  it('lists the configured providers in the login screen order', () => {
    const providers = { azure: new FakeIdentityProvider('azure'), google: new FakeIdentityProvider('google') };
    expect(new ListAvailableProviders(providers).execute()).toEqual(['google', 'azure']);
  });

  it('lists none when the operator configured none', () => {
    expect(new ListAvailableProviders({}).execute()).toEqual([]);
  });
});
