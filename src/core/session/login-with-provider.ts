import type { ProviderCredential, ProviderName } from './provider-credential';
import type { SignIn } from './sign-in';
import type { IdentityProviders, ProviderSignIn } from './identity-provider';
import type { StoredSession } from './stored-session';
import { settleLogin, type LoginOutcome } from './login-user';

/** The popup was closed or failed: the UI logs `reason` and shows a dismissible toast. */
export type NotCompleted = { readonly kind: 'not-completed'; readonly provider: ProviderName; readonly reason: string };

/**
 * The provider's e-mail belongs to an account already: the rider proves it is theirs with its
 * password (`LoginWithProvider.link`), and the provider is linked to it from then on.
 */
export type LinkRequired = {
  readonly kind: 'link-required';
  readonly provider: ProviderName;
  readonly email: string;
  readonly credential: ProviderCredential;
};

export type ProviderLoginOutcome = LoginOutcome | NotCompleted | LinkRequired;

/** Why a provider's SDK threw, for the log. */
export const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Signs a rider in through an external identity provider (docs/behaviour/rules.md#sessions, docs/behaviour/operator-contract.md#provider-logins). */
export class LoginWithProvider {
  constructor(
    private readonly providers: IdentityProviders,
    private readonly operator: SignIn,
    private readonly session: StoredSession,
  ) {}

  async execute(provider: ProviderName): Promise<ProviderLoginOutcome> {
    const signIn = await this.signIn(provider);
    if (signIn.kind === 'cancelled') return { kind: 'not-completed', provider, reason: 'cancelled' };
    if (signIn.kind === 'failed') return { kind: 'not-completed', provider, reason: signIn.reason };
    const answer = await this.operator.loginWithProvider(signIn.credential);
    if (answer.kind === 'link-required')
      return { kind: 'link-required', provider, email: answer.email, credential: signIn.credential };
    return settleLogin(answer, this.session);
  }

  /**
   * Links the provider to the existing account with its password, and signs the rider in. A wrong
   * (or missing) password is an invalid password field; the rider may try again.
   */
  async link(pending: LinkRequired, password: string): Promise<LoginOutcome> {
    if (password === '') return { kind: 'invalid', errors: { password: 'required' } };
    const answer = await this.operator.loginWithProvider(pending.credential, password);
    if (answer.kind === 'link-required') return { kind: 'invalid', errors: { password: 'invalid' } };
    return settleLogin(answer, this.session);
  }

  /** A provider SDK that throws (cannot load, popup blocked) is a sign-in that failed. */
  private async signIn(provider: ProviderName): Promise<ProviderSignIn> {
    const identity = this.providers[provider];
    if (!identity) return { kind: 'failed', reason: 'not-configured' };
    try {
      return await identity.signIn();
    } catch (error) {
      return { kind: 'failed', reason: reasonOf(error) };
    }
  }
}
