import type { IdentityProvider, ProviderSignIn } from '../../../core/session/identity-provider';
import { loadOnce } from '../load-once';
import { browserScriptHost, loadSdk, type ScriptHost } from '../script-host';
import { reasonOf } from '../with-timeout';
import { facebookSdkOf, graph, logIn, logOut, loginStatus, type FacebookSdk } from './facebook-sdk';

/** The social network's settings (runtime configuration `identity.facebook`). */
export interface FacebookSettings {
  readonly appId: string;
  /** The SDK script: https://connect.facebook.net/{locale}/sdk.js, or the sandbox's stand-in. */
  readonly sdkUrl: string;
  readonly version: string;
}

type Profile = { id: string | number; first_name?: string; last_name?: string; email?: string };

const isProfile = (value: unknown): value is Profile => {
  const id = (value as { id?: unknown } | null)?.id;
  return (typeof id === 'string' && id !== '') || typeof id === 'number';
};
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Log in with the social network through its JavaScript SDK (loaded on the first call): the login
 * asks for the email scope, and the profile is read only when the SDK reports `connected` (docs/behaviour/operator-contract.md#provider-logins).
 */
export class FacebookIdentityProvider implements IdentityProvider {
  readonly name = 'facebook' as const;

  constructor(
    private readonly settings: FacebookSettings,
    private readonly host: ScriptHost = browserScriptHost(),
  ) {}

  async signIn(): Promise<ProviderSignIn> {
    let sdk: FacebookSdk;
    try {
      sdk = await this.ready();
    } catch (error) {
      return { kind: 'failed', reason: `sdk-unavailable: ${reasonOf(error)}` };
    }
    const login = await logIn(sdk, 'email');
    if (login.status !== 'connected') return { kind: 'cancelled' };
    const accessToken = text(login.authResponse?.accessToken);
    const userID = text(login.authResponse?.userID);
    if (!accessToken || !userID) return { kind: 'failed', reason: 'no access token in the auth response' };
    const profile = await graph(sdk, '/me', { fields: 'first_name,last_name,email,id' });
    if (!isProfile(profile)) {
      const message = text((profile as { error?: { message?: unknown } } | null)?.error?.message);
      return { kind: 'failed', reason: `profile unavailable${message ? `: ${message}` : ''}` };
    }
    return {
      kind: 'signed-in',
      credential: {
        provider: 'facebook',
        accessToken,
        userID,
        profile: {
          firstName: text(profile.first_name),
          lastName: text(profile.last_name),
          email: text(profile.email),
          id: String(profile.id),
        },
      },
    };
  }

  async signOut(): Promise<void> {
    const sdk = await this.ready();
    if ((await loginStatus(sdk)).status === 'connected') await logOut(sdk);
  }

  async hasCachedAccount(): Promise<boolean> {
    return (await loginStatus(await this.ready())).status === 'connected';
  }

  /** Loads the SDK once and initialises it; a failed load is retried on the next call. */
  private readonly ready = loadOnce(async (): Promise<FacebookSdk> => {
    const sdk = await loadSdk(this.host, this.settings.sdkUrl, 'FB', facebookSdkOf);
    sdk.init({ appId: this.settings.appId, version: this.settings.version, cookie: false, xfbml: false });
    return sdk;
  });
}
