import type { FieldErrors } from '../shared/field-errors';
import { token, type Token } from '../shared/token';
import type { CaptchaField } from './captcha';
import type { NewUser } from './new-user';

/** The sign-up screen's fields; `privacy` is checked by the portal, never by the server. */
export type SignUpField = CaptchaField | keyof NewUser | 'privacy';

export type SignUpAnswer =
  | { readonly kind: 'registered' }
  | { readonly kind: 'invalid'; readonly errors: FieldErrors<SignUpField> }
  | { readonly kind: 'account-exists' };

/** The operator's sign-up: registers an unconfirmed account. */
export interface Registration {
  signUp(user: NewUser, captchaToken: string | null): Promise<SignUpAnswer>;
}

export const Registration: Token<Registration> = token('Registration');
