import type { Account } from './account';
import type { RawFieldError } from '../shared/field-errors';

/** What the operator answers to a login, by password or through a provider. */
export type LoginAnswer =
  | { readonly kind: 'signed-in'; readonly account: Account }
  | { readonly kind: 'invalid'; readonly errors: readonly RawFieldError[] }
  | { readonly kind: 'no-account' }
  | { readonly kind: 'wrong-password' }
  | { readonly kind: 'unconfirmed-email' };

export type SignUpAnswer =
  | { readonly kind: 'registered' }
  | { readonly kind: 'invalid'; readonly errors: readonly RawFieldError[] }
  | { readonly kind: 'account-exists' };

/** Answer to "send me an e-mail" calls (confirmation resend, forgot password). */
export type EmailRequestAnswer =
  | { readonly kind: 'sent'; readonly to: string }
  | { readonly kind: 'invalid'; readonly errors: readonly RawFieldError[] }
  | { readonly kind: 'no-account' }
  | { readonly kind: 'already-confirmed' }
  | { readonly kind: 'unconfirmed-email' };

export type ConfirmEmailAnswer =
  | { readonly kind: 'confirmed'; readonly email: string }
  | { readonly kind: 'expired' };

export type ResetTokenAnswer =
  | { readonly kind: 'token'; readonly token: string }
  | { readonly kind: 'expired' };

export type ResetPasswordAnswer =
  | { readonly kind: 'reset' }
  | { readonly kind: 'invalid'; readonly errors: readonly RawFieldError[] }
  | { readonly kind: 'expired' };
