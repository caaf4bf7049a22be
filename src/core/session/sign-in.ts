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

/** The operator's sign-in: by e-mail and password, or with an identity provider's credential. */
export interface SignIn {
  login(credentials: { email: string; password: string }): Promise<LoginAnswer>;
  loginWithProvider(credential: ProviderCredential): Promise<LoginAnswer>;
  /** Ends the session on the operator's side (a documented extension: `POST {api}/logout`). */
  logout(): Promise<void>;
}

export const SignIn: Token<SignIn> = token('SignIn');
