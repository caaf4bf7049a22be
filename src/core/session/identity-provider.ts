import { token, type Token } from '../shared/token';
import type { ProviderCredential, ProviderName } from './provider-credential';

/** How a sign-in through a provider's popup or prompt ended. */
export type ProviderSignIn =
  | { readonly kind: 'signed-in'; readonly credential: ProviderCredential }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'failed'; readonly reason: string };

/** An external identity provider (enterprise directory, search engine, social network). */
export interface IdentityProvider {
  readonly name: ProviderName;
  signIn(): Promise<ProviderSignIn>;
  /** Rejects with an Error whose message is the reason, worded as a failed sign-in's (`cancelled`, `popup-blocked …`). */
  signOut(): Promise<void>;
  /** Whether the provider still remembers an account from an earlier sign-in. */
  hasCachedAccount(): Promise<boolean>;
}

/** The identity providers this operator runs, by name; a missing one is not configured. */
export type IdentityProviders = Readonly<Partial<Record<ProviderName, IdentityProvider>>>;

export const IdentityProviders: Token<IdentityProviders> = token('IdentityProviders');
