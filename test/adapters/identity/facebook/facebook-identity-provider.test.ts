// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { FacebookIdentityProvider } from '../../../../src/adapters/identity/facebook/facebook-identity-provider';
import { FakeScriptHost } from '../fake-script-host';
import { FakeFacebook } from './fake-fb';

const SETTINGS = { appId: '700000000000001', sdkUrl: '/sandbox/identity/facebook/sdk.js', version: 'v19.0' };

function setUp() {
  const fb = new FakeFacebook();
  const host = new FakeScriptHost((window) => (window.FB = fb));
  return { fb, host, provider: new FacebookIdentityProvider(SETTINGS, host) };
}

afterEach(() => {
  delete (window as unknown as Record<string, unknown>).FB;
});

describe('FacebookIdentityProvider.signIn', () => {
  it('loads and initialises the SDK once, logs in with the email scope and reads the profile', async () => {
    const { fb, host, provider } = setUp();
    expect(await provider.signIn()).toEqual({
      kind: 'signed-in',
      credential: {
        provider: 'facebook',
        accessToken: 'EAAB-42',
        userID: '42',
        profile: { firstName: 'Luca', lastName: 'Verdi', email: 'luca.verdi@example.com', id: '42' },
      },
    });
    expect(host.loaded).toEqual([SETTINGS.sdkUrl]);
    expect(fb.initOptions).toEqual([{ appId: SETTINGS.appId, version: 'v19.0', cookie: false, xfbml: false }]);
    expect(fb.loginScopes).toEqual(['email']);
    expect(fb.graphCalls).toEqual([{ path: '/me', params: { fields: 'first_name,last_name,email,id' } }]);
    await provider.signIn();
    expect([host.loaded.length, fb.initOptions.length]).toEqual([1, 1]);
  });

  it.each(['unknown', 'not_authorized'])(
    'is cancelled, without reading the profile, when the SDK reports %s',
    async (status) => {
      const { fb, provider } = setUp();
      fb.nextLogin = { status, authResponse: null };
      expect(await provider.signIn()).toEqual({ kind: 'cancelled' });
      expect(fb.graphCalls).toEqual([]);
    },
  );

  it('fails, without reading the profile, when the auth response carries no access token for the operator to verify', async () => {
    const { fb, provider } = setUp();
    fb.nextLogin = { status: 'connected', authResponse: { userID: '42' } };
    expect(await provider.signIn()).toEqual({ kind: 'failed', reason: 'no access token in the auth response' });
    expect(fb.graphCalls).toEqual([]);
  });

  it('keeps a numeric id and missing fields as text', async () => {
    const { fb, provider } = setUp();
    fb.profile = { id: 1234567890123456, first_name: 'Solo' };
    expect(await provider.signIn()).toMatchObject({
      credential: { profile: { id: '1234567890123456', firstName: 'Solo', lastName: '', email: '' } },
    });
  });

  it('fails when the Graph API answers an error', async () => {
    const { fb, provider } = setUp();
    fb.profile = { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } };
    expect(await provider.signIn()).toEqual({
      kind: 'failed',
      reason: 'profile unavailable: Invalid OAuth access token.',
    });
  });

  it('fails when the SDK cannot load, and loads it again next time', async () => {
    const { host, provider } = setUp();
    host.failing = true;
    expect(await provider.signIn()).toEqual({
      kind: 'failed',
      reason: `sdk-unavailable: could not load ${SETTINGS.sdkUrl}`,
    });
    host.failing = false;
    expect((await provider.signIn()).kind).toBe('signed-in');
  });
});

describe('FacebookIdentityProvider sign-out and cached account', () => {
  it('logs out when the SDK reports connected, and then reports no account', async () => {
    const { fb, provider } = setUp();
    fb.status = { status: 'connected', authResponse: { userID: '42' } };
    expect(await provider.hasCachedAccount()).toBe(true);
    await provider.signOut();
    expect(fb.status.status).toBe('unknown');
    expect(await provider.hasCachedAccount()).toBe(false);
  });

  it('leaves a visitor who is not connected alone', async () => {
    const { fb, provider } = setUp();
    fb.status = { status: 'not_authorized', authResponse: null };
    await provider.signOut();
    expect(fb.status.status).toBe('not_authorized');
  });
});
