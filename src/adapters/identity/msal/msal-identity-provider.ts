import type { PopupRequest } from '@azure/msal-browser';
import type { IdentityProvider, ProviderSignIn } from '../../../core/session/identity-provider';
import { loadOnce } from '../load-once';
import { reasonOf } from '../with-timeout';
import { createMsalClient, msalConfiguration, type CreateMsalClient, type MsalClient } from './msal-client';
import { signInFailure, signInSuccess, signOutFailure } from './msal-outcome';
import type { MsalSettings } from './msal-settings';
import { watchPopup } from './popup-watch';

const SCOPES = ['openid', 'profile', 'email'];

/** The language the portal shows, passed to the directory's sign-in page. */
const pageLanguage = (): string | undefined => globalThis.document?.documentElement.lang || undefined;

/**
 * The enterprise directory through @azure/msal-browser (v5) popups. MSAL is imported on the first
 * call; a popup that fails or that the rider closes is an outcome, never a thrown error.
 */
export class MsalIdentityProvider implements IdentityProvider {
  readonly name = 'azure' as const;

  constructor(
    private readonly settings: MsalSettings,
    private readonly create: CreateMsalClient = createMsalClient,
    private readonly language: () => string | undefined = pageLanguage,
  ) {}

  async signIn(): Promise<ProviderSignIn> {
    let client: MsalClient;
    try {
      client = await this.ready();
    } catch (error) {
      return { kind: 'failed', reason: `sdk-unavailable: ${reasonOf(error)}` };
    }
    const watch = watchPopup(client);
    try {
      const login = client.loginPopup(this.loginRequest());
      // Left behind when the popup closed; a later sign-in supersedes it (overrideInteractionInProgress).
      login.catch(() => undefined);
      const result = await Promise.race([login, watch.closed]);
      return result === 'closed' ? { kind: 'cancelled' } : signInSuccess(result);
    } catch (error) {
      return signInFailure(error);
    } finally {
      watch.stop();
    }
  }

  /**
   * Signs out of the directory in its logout popup. Rejects, as the port says, with the reason worded
   * as for sign-in: `cancelled` when the rider closes the popup, `popup-blocked (…)` when the browser
   * blocked it, else MSAL's error code.
   */
  async signOut(): Promise<void> {
    let client: MsalClient;
    try {
      client = await this.ready();
    } catch (error) {
      throw new Error(`sdk-unavailable: ${reasonOf(error)}`);
    }
    const [account] = client.getAllAccounts();
    const watch = watchPopup(client);
    let ended: void | 'closed';
    try {
      const logout = client.logoutPopup({
        ...(account ? { account } : {}),
        postLogoutRedirectUri: this.settings.postLogoutRedirectUri,
      });
      logout.catch(() => undefined);
      ended = await Promise.race([logout, watch.closed]);
    } catch (error) {
      throw signOutFailure(error);
    } finally {
      watch.stop();
    }
    if (ended === 'closed') throw new Error('cancelled');
  }

  async hasCachedAccount(): Promise<boolean> {
    return (await this.ready()).getAllAccounts().length > 0;
  }

  private loginRequest(): PopupRequest {
    const language = this.language();
    return {
      scopes: SCOPES,
      overrideInteractionInProgress: true,
      ...(language ? { extraQueryParameters: { ui_locales: language } } : {}),
    };
  }

  /** The initialised client, made once; a failed import or initialisation is retried on the next call. */
  private readonly ready = loadOnce(async (): Promise<MsalClient> => {
    const client = await this.create(msalConfiguration(this.settings));
    await client.initialize();
    return client;
  });
}
