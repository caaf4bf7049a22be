import type { IdentityProvider, ProviderSignIn } from '../../../core/session/identity-provider';
import { loadOnce } from '../load-once';
import { browserScriptHost, loadSdk, type ScriptHost } from '../script-host';
import { reasonOf } from '../with-timeout';
import { accountsIdOf, credentialOutcome, momentOutcome, type GoogleAccountsId } from './google-accounts-id';

/** The search-engine provider's settings (runtime configuration `identity.google`). */
export interface GoogleSettings {
  readonly clientId: string;
  /** The GIS client script: https://accounts.google.com/gsi/client, or the sandbox's stand-in. */
  readonly scriptUrl: string;
}

/**
 * Sign in with Google through Google Identity Services (`google.accounts.id`, the model of
 * @react-oauth/google): the script is loaded on the first call, the prompt answers with an ID-token
 * credential, and sign-out does what googleLogout() does (disableAutoSelect).
 */
export class GoogleIdentityProvider implements IdentityProvider {
  readonly name = 'google' as const;
  private settle: ((outcome: ProviderSignIn) => void) | null = null;

  constructor(
    private readonly settings: GoogleSettings,
    private readonly host: ScriptHost = browserScriptHost(),
  ) {}

  async signIn(): Promise<ProviderSignIn> {
    let id: GoogleAccountsId;
    try {
      id = await this.ready();
    } catch (error) {
      return { kind: 'failed', reason: `sdk-unavailable: ${reasonOf(error)}` };
    }
    this.finish({ kind: 'cancelled' }); // a prompt still open is superseded by this one
    return new Promise<ProviderSignIn>((resolve) => {
      this.settle = resolve;
      try {
        id.prompt((notification) => {
          const outcome = momentOutcome(notification);
          if (outcome) this.finish(outcome);
        });
      } catch (error) {
        this.finish({ kind: 'failed', reason: reasonOf(error) });
      }
    });
  }

  async signOut(): Promise<void> {
    (await this.ready()).disableAutoSelect();
  }

  /** GIS keeps no account the page can ask about. */
  async hasCachedAccount(): Promise<boolean> {
    return false;
  }

  private finish(outcome: ProviderSignIn): void {
    const settle = this.settle;
    this.settle = null;
    settle?.(outcome);
  }

  /** Loads GIS once and initialises it with the credential callback; a failed load is retried later. */
  private readonly ready = loadOnce(async (): Promise<GoogleAccountsId> => {
    const id = await loadSdk(this.host, this.settings.scriptUrl, 'google', accountsIdOf, 'google.accounts.id');
    id.initialize({
      client_id: this.settings.clientId,
      callback: (response) => this.finish(credentialOutcome(response, this.settings.clientId)),
      auto_select: false,
      cancel_on_tap_outside: true,
      context: 'signin',
      use_fedcm_for_prompt: true,
    });
    return id;
  });
}
