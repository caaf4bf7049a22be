import { BrowserAuthError, BrowserAuthErrorCodes } from '@azure/msal-browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRIDGE_ARRIVAL_CHANNEL } from '../../../../src/adapters/identity/msal/bridge-channel';
import { MsalIdentityProvider } from '../../../../src/adapters/identity/msal/msal-identity-provider';
import type { MsalSettings } from '../../../../src/adapters/identity/msal/msal-settings';
import { ANNA_RESULT, FakeMsalClient, fakeFactory } from './fake-msal-client';

const SETTINGS: MsalSettings = {
  clientId: 'client-1',
  authority: 'https://localhost:5173/sandbox/oidc',
  knownAuthorities: ['localhost:5173'],
  protocolMode: 'OIDC',
  redirectUri: 'http://localhost:5173/msal-redirect.html',
  postLogoutRedirectUri: 'http://localhost:5173/msal-redirect.html',
  authorityMetadata: '{"issuer":"https://localhost:5173/sandbox/oidc"}',
};

function setUp(client = new FakeMsalClient()) {
  const factory = fakeFactory(client);
  return { client, ...factory, provider: new MsalIdentityProvider(SETTINGS, factory.create, () => 'de') };
}

afterEach(() => vi.useRealTimers());

describe('MsalIdentityProvider.signIn', () => {
  it('configures MSAL for the directory and hands over the id token, its claims and the account', async () => {
    const { client, provider, configurations } = setUp(new FakeMsalClient().willSignIn(ANNA_RESULT));
    expect(await provider.signIn()).toEqual({
      kind: 'signed-in',
      credential: {
        provider: 'azure',
        response: {
          idToken: 'header.payload.signature',
          idTokenClaims: { oid: 'oid-1', email: 'anna.weber@example.com' },
          account: { username: 'anna.weber@example.com', name: 'Anna Weber', homeAccountId: 'oid-1.tid-1' },
        },
      },
    });
    expect(configurations).toEqual([
      {
        auth: {
          clientId: 'client-1',
          authority: SETTINGS.authority,
          knownAuthorities: ['localhost:5173'],
          authorityMetadata: SETTINGS.authorityMetadata,
          redirectUri: SETTINGS.redirectUri,
          postLogoutRedirectUri: SETTINGS.postLogoutRedirectUri,
        },
        cache: { cacheLocation: 'sessionStorage' },
        system: { protocolMode: 'OIDC' },
      },
    ]);
    expect(client.loginRequests).toEqual([
      {
        scopes: ['openid', 'profile', 'email'],
        overrideInteractionInProgress: true,
        extraQueryParameters: { ui_locales: 'de' },
      },
    ]);
    expect(client.listening).toBe(0);
  });

  it('initialises MSAL once for every call', async () => {
    const { client, provider, configurations } = setUp(new FakeMsalClient().willSignIn(ANNA_RESULT));
    await provider.signIn();
    await provider.hasCachedAccount();
    await provider.signIn();
    expect([configurations.length, client.initialized]).toEqual([1, 1]);
  });

  it('fails, and tries the import again next time, when MSAL cannot be loaded', async () => {
    const client = new FakeMsalClient().willSignIn(ANNA_RESULT);
    let attempts = 0;
    const provider = new MsalIdentityProvider(SETTINGS, async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Failed to fetch dynamically imported module');
      return client;
    });
    expect(await provider.signIn()).toEqual({
      kind: 'failed',
      reason: 'sdk-unavailable: Failed to fetch dynamically imported module',
    });
    expect((await provider.signIn()).kind).toBe('signed-in');
  });

  it.each([
    [{ errorCode: 'user_cancelled' }, { kind: 'cancelled' }],
    [{ errorCode: 'access_denied' }, { kind: 'cancelled' }],
    [{ errorCode: 'popup_window_error' }, { kind: 'failed', reason: 'popup-blocked (popup_window_error)' }],
    [{ errorCode: 'empty_window_error' }, { kind: 'failed', reason: 'popup-blocked (empty_window_error)' }],
    [{ errorCode: 'timed_out' }, { kind: 'failed', reason: 'timed_out' }],
    [new Error('boom'), { kind: 'failed', reason: 'boom' }],
    // MSAL's own errors: the message is a documentation link, the code says what happened.
    [
      new BrowserAuthError(BrowserAuthErrorCodes.popupWindowError, 'c-1'),
      { kind: 'failed', reason: 'popup-blocked (popup_window_error)' },
    ],
    [
      new BrowserAuthError(BrowserAuthErrorCodes.emptyWindowError, 'c-1'),
      { kind: 'failed', reason: 'popup-blocked (empty_window_error)' },
    ],
    [new BrowserAuthError(BrowserAuthErrorCodes.userCancelled, 'c-1'), { kind: 'cancelled' }],
  ])('turns the error %j into %j', async (error, outcome) => {
    const { provider } = setUp(new FakeMsalClient().willFail(error));
    expect(await provider.signIn()).toEqual(outcome);
  });

  it('fails when the answer carries no id token', async () => {
    const { provider } = setUp(new FakeMsalClient().willSignIn({ ...ANNA_RESULT, idToken: '' }));
    expect(await provider.signIn()).toEqual({ kind: 'failed', reason: 'no id token in the answer' });
  });

  it('is cancelled as soon as the rider closes the popup, without waiting for MSAL', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    const { client, provider } = setUp(new FakeMsalClient().willNeverAnswer());
    const outcome = provider.signIn();
    await vi.advanceTimersByTimeAsync(500);
    client.popup.closed = true;
    await vi.advanceTimersByTimeAsync(1500);
    expect(await outcome).toEqual({ kind: 'cancelled' });
    expect(client.listening).toBe(0);
  });

  it('waits for MSAL when the popup closed after the redirect bridge received the answer', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    const client = new FakeMsalClient();
    const answer = client.willAnswerLater();
    const { provider } = setUp(client);
    const outcome = provider.signIn();
    await vi.advanceTimersByTimeAsync(0);
    const bridge = new BroadcastChannel(BRIDGE_ARRIVAL_CHANNEL);
    bridge.postMessage({ arrived: true });
    bridge.close();
    await new Promise((resolve) => setImmediate(resolve));
    client.popup.closed = true;
    await vi.advanceTimersByTimeAsync(3000);
    answer(ANNA_RESULT);
    expect((await outcome).kind).toBe('signed-in');
  });
});

describe('MsalIdentityProvider: cached account and sign-out', () => {
  it('knows whether MSAL caches an account', async () => {
    const { client, provider } = setUp();
    expect(await provider.hasCachedAccount()).toBe(false);
    client.accounts = [ANNA_RESULT.account!];
    expect(await provider.hasCachedAccount()).toBe(true);
  });

  it('runs the logout popup for the cached account, back to the bridge page', async () => {
    const { client, provider } = setUp();
    client.accounts = [ANNA_RESULT.account!];
    await provider.signOut();
    expect(client.logoutRequests).toEqual([
      { account: ANNA_RESULT.account, postLogoutRedirectUri: SETTINGS.postLogoutRedirectUri },
    ]);
    expect(await provider.hasCachedAccount()).toBe(false);
  });

  it('rejects when the rider closes the logout popup', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    const { client, provider } = setUp(new FakeMsalClient().willNeverAnswer());
    const signOut = provider.signOut();
    const settled = expect(signOut).rejects.toThrow('cancelled');
    await vi.advanceTimersByTimeAsync(300);
    client.popup.closed = true;
    await vi.advanceTimersByTimeAsync(1500);
    await settled;
  });

  it.each([
    [new BrowserAuthError(BrowserAuthErrorCodes.popupWindowError, 'c-1'), 'popup-blocked (popup_window_error)'],
    [new BrowserAuthError(BrowserAuthErrorCodes.emptyWindowError, 'c-1'), 'popup-blocked (empty_window_error)'],
    [new BrowserAuthError(BrowserAuthErrorCodes.userCancelled, 'c-1'), 'cancelled'],
    [new BrowserAuthError(BrowserAuthErrorCodes.timedOut, 'c-1'), 'timed_out'],
    [new Error('boom'), 'boom'],
  ])('rejects a failed logout popup (%s) with the reason %j, worded as for sign-in', async (error, reason) => {
    const { client, provider } = setUp(new FakeMsalClient().willFailToSignOut(error));
    client.accounts = [ANNA_RESULT.account!];
    await expect(provider.signOut()).rejects.toThrow(new Error(reason));
    expect(await provider.hasCachedAccount()).toBe(true);
    expect(client.listening).toBe(0);
  });

  it('rejects with sdk-unavailable when MSAL cannot be loaded', async () => {
    const provider = new MsalIdentityProvider(SETTINGS, async () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    await expect(provider.signOut()).rejects.toThrow(
      new Error('sdk-unavailable: Failed to fetch dynamically imported module'),
    );
  });
});
