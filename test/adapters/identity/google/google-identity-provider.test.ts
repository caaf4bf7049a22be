// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { GoogleIdentityProvider } from '../../../../src/adapters/identity/google/google-identity-provider';
import { FakeScriptHost } from '../fake-script-host';
import { FakeGis, moment } from './fake-gis';

const SETTINGS = {
  clientId: 'client-1.apps.googleusercontent.example',
  scriptUrl: '/sandbox/identity/google/gsi-client.js',
};

function setUp() {
  const gis = new FakeGis();
  const host = new FakeScriptHost((window) => (window.google = { accounts: { id: gis } }));
  return { gis, host, provider: new GoogleIdentityProvider(SETTINGS, host) };
}

/** Lets the provider load the script and prompt. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  delete (window as unknown as Record<string, unknown>).google;
});

describe('GoogleIdentityProvider.signIn', () => {
  it('loads GIS from the configured URL, initialises it once, and hands over the credential response', async () => {
    const { gis, host, provider } = setUp();
    const outcome = provider.signIn();
    await settle();
    gis.answer({ credential: 'id.token.jwt', select_by: 'user', clientId: SETTINGS.clientId });
    expect(await outcome).toEqual({
      kind: 'signed-in',
      credential: {
        provider: 'google',
        response: { credential: 'id.token.jwt', clientId: SETTINGS.clientId, select_by: 'user' },
      },
    });
    expect(host.loaded).toEqual([SETTINGS.scriptUrl]);
    expect(gis.config).toMatchObject({ client_id: SETTINGS.clientId, auto_select: false, cancel_on_tap_outside: true });
    const again = provider.signIn();
    await settle();
    gis.answer({ credential: 'second.jwt', client_id: 'from-snake-case' });
    expect(await again).toMatchObject({
      credential: { response: { credential: 'second.jwt', clientId: 'from-snake-case', select_by: 'user' } },
    });
    expect(host.loaded).toHaveLength(1);
  });

  it.each([
    [moment('display', 'suppressed_by_user'), { kind: 'failed', reason: 'prompt not displayed: suppressed_by_user' }],
    [moment('skipped', 'user_cancel'), { kind: 'cancelled' }],
    [moment('dismissed', 'cancel_called'), { kind: 'cancelled' }],
  ])('ends with %# when the prompt reports it', async (notification, expected) => {
    const { gis, provider } = setUp();
    const outcome = provider.signIn();
    await settle();
    gis.report(notification);
    expect(await outcome).toEqual(expected);
  });

  it('fails on an answer without a credential', async () => {
    const { gis, provider } = setUp();
    const outcome = provider.signIn();
    await settle();
    gis.answer({ select_by: 'user' });
    expect(await outcome).toEqual({ kind: 'failed', reason: 'no credential in the answer' });
  });

  it('cancels a prompt still open when the rider asks again', async () => {
    const { gis, provider } = setUp();
    const first = provider.signIn();
    await settle();
    const second = provider.signIn();
    expect(await first).toEqual({ kind: 'cancelled' });
    await settle();
    gis.answer({ credential: 'jwt' });
    expect((await second).kind).toBe('signed-in');
  });

  it('fails when the script cannot load, and loads it again next time', async () => {
    const { gis, host, provider } = setUp();
    host.failing = true;
    expect(await provider.signIn()).toEqual({
      kind: 'failed',
      reason: `sdk-unavailable: could not load ${SETTINGS.scriptUrl}`,
    });
    host.failing = false;
    const outcome = provider.signIn();
    await settle();
    gis.answer({ credential: 'jwt' });
    expect((await outcome).kind).toBe('signed-in');
  });

  it('fails when the script does not define google.accounts.id', async () => {
    const provider = new GoogleIdentityProvider(SETTINGS, new FakeScriptHost(() => undefined));
    expect(await provider.signIn()).toEqual({
      kind: 'failed',
      reason: 'sdk-unavailable: google.accounts.id is missing after loading the script',
    });
  });
});

describe('GoogleIdentityProvider sign-out', () => {
  it('turns auto-select off, as googleLogout() does', async () => {
    const { gis, provider } = setUp();
    await provider.signOut();
    expect(gis.autoSelectDisabled).toBe(true);
  });

  it('never reports a cached account (GIS has none to ask about)', async () => {
    expect(await setUp().provider.hasCachedAccount()).toBe(false);
  });
});
