import type { FieldErrors } from '../shared/field-errors';
import { token, type Token } from '../shared/token';
import type { CaptchaField } from './captcha';

export type EmailRequestField = 'email' | CaptchaField;

export type ResetPasswordField = 'newPassword' | 'confirmNewPassword';

/** Answer to "send me an e-mail" calls (confirmation resend, forgot password). */
export type EmailRequestAnswer =
  | { readonly kind: 'sent'; readonly to: string }
  | { readonly kind: 'invalid'; readonly errors: FieldErrors<EmailRequestField> }
  | { readonly kind: 'no-account' }
  | { readonly kind: 'already-confirmed' }
  | { readonly kind: 'unconfirmed-email' };

export type ConfirmEmailAnswer = { readonly kind: 'confirmed'; readonly email: string } | { readonly kind: 'expired' };

export type ResetTokenAnswer = { readonly kind: 'token'; readonly token: string } | { readonly kind: 'expired' };

export type ResetPasswordAnswer =
  | { readonly kind: 'reset' }
  | { readonly kind: 'invalid'; readonly errors: FieldErrors<ResetPasswordField> }
  | { readonly kind: 'expired' };

export interface NewPassword {
  readonly token: string;
  readonly newPassword: string;
  readonly confirmNewPassword: string;
}

/** The operator's e-mailed links: address confirmation and password recovery, request to token. */
export interface EmailRequests {
  requestEmailConfirmation(email: string, captchaToken: string | null): Promise<EmailRequestAnswer>;
  confirmEmail(token: string): Promise<ConfirmEmailAnswer>;
  requestPasswordReset(email: string, captchaToken: string | null): Promise<EmailRequestAnswer>;
  exchangeResetToken(token: string): Promise<ResetTokenAnswer>;
  resetPassword(input: NewPassword): Promise<ResetPasswordAnswer>;
}

export const EmailRequests: Token<EmailRequests> = token('EmailRequests');
