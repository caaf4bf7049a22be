import type { ProviderName } from './provider-credential';
import type { SignIn } from './sign-in';
import type { IdentityProviders, ProviderSignIn } from './identity-provider';
import type { StoredSession } from './stored-session';
import { settleLogin, type LoginOutcome } from './login-user';

/** The popup was closed or failed: the UI logs `reason` and shows a dismissible toast. */
export type NotCompleted = { readonly kind: 'not-completed'; readonly provider: ProviderName; readonly reason: string };

export type ProviderLoginOutcome = LoginOutcome | NotCompleted;

/** Why a provider's SDK threw, for the log. */
export const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Signs a rider in through an external identity provider (spec 2.4, 4 "Session"). */
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
    return settleLogin(await this.operator.loginWithProvider(signIn.credential), this.session);
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
