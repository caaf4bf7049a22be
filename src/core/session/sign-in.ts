import type { FieldErrors } from '../shared/field-errors';
import { token, type Token } from '../shared/token';
import type { Account } from './account';
import type { ProviderCredential } from './provider-credential';

/** The login screen's fields. */
export const LOGIN_FIELDS = ['email', 'password'] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];

/** What the operator answers to a login, by password or through a provider. */
export type LoginAnswer =
  | { readonly kind: 'signed-in'; readonly account: Account }
  | { readonly kind: 'invalid'; readonly errors: FieldErrors<LoginField> }
  | { readonly kind: 'no-account' }
  | { readonly kind: 'wrong-password' }
  | { readonly kind: 'unconfirmed-email' };

/**
 * What the operator answers to a provider login: a login answer, or "this e-mail belongs to an
 * account already; prove it is yours (its password) to link the provider" (docs/identity-providers.md).
 */
export type ProviderLoginAnswer = LoginAnswer | { readonly kind: 'link-required'; readonly email: string };

/** The operator's sign-in: by e-mail and password, or with an identity provider's credential. */
export interface SignIn {
  login(credentials: { email: string; password: string }): Promise<LoginAnswer>;
  /** `password`: the existing account's, to link the provider to it after a `link-required` answer. */
  loginWithProvider(credential: ProviderCredential, password?: string): Promise<ProviderLoginAnswer>;
  /** Ends the session on the operator's side (a documented extension: `POST {api}/logout`). */
  logout(): Promise<void>;
}

export const SignIn: Token<SignIn> = token('SignIn');
