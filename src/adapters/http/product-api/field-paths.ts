import { FIELD_ERROR_CODES, type FieldErrorCode, type FieldErrors } from '../../../core/shared/field-errors';
import { errorsOf, type RawFieldError } from '../client/answer-body';
import type { EmailRequestField, ResetPasswordField } from '../../../core/account/email-requests';
import type { SignUpField } from '../../../core/account/registration';
import type { LoginField } from '../../../core/session/sign-in';

export type { RawFieldError };

/** Server path → screen field, for the login body. */
export const LOGIN_PATHS: ReadonlyMap<string, LoginField> = new Map([
  ['email', 'email'],
  ['password', 'password'],
]);

/** Server path → screen field, for the sign-up body (docs/contracts.md#answer-shapes-product-api). */
export const SIGN_UP_PATHS: ReadonlyMap<string, Exclude<SignUpField, 'privacy'>> = new Map([
  ['user.name', 'name'],
  ['user.surname', 'surname'],
  ['user.date_of_birth', 'dateOfBirth'],
  ['user.email', 'email'],
  ['user.confirm_email', 'confirmEmail'],
  ['user.password', 'password'],
  ['user.confirm_password', 'confirmPassword'],
  ['user.language', 'language'],
  ['captcha_token', 'captcha'],
  ['with_checked_card', 'keepCheckedCard'],
]);

/** Server path → screen field, for the password reset body (docs/behaviour/rules.md#validation). */
export const RESET_PASSWORD_PATHS: ReadonlyMap<string, ResetPasswordField> = new Map([
  ['new_password', 'newPassword'],
  ['confirm_new_password', 'confirmNewPassword'],
]);

/** Server path → screen field, for the resend-confirmation and forgot-password bodies. */
export const EMAIL_REQUEST_PATHS: ReadonlyMap<string, EmailRequestField> = new Map([
  ['email', 'email'],
  ['captcha_token', 'captcha'],
]);

const CODES: ReadonlySet<string> = new Set(FIELD_ERROR_CODES);

const asCode = (msg: string): FieldErrorCode => (CODES.has(msg) ? (msg as FieldErrorCode) : 'unknown');

/**
 * Maps a server error list onto a screen's fields through its path table: paths the table
 * does not know are dropped, codes outside the contract (docs/behaviour/rules.md#validation) become `unknown`, the first error wins.
 */
export function mapFieldErrors<F extends string>(
  errors: readonly RawFieldError[],
  paths: ReadonlyMap<string, F>,
): FieldErrors<F> {
  const result: FieldErrors<F> = {};
  for (const { path, msg } of errors) {
    const field = paths.get(path);
    if (field !== undefined && result[field] === undefined) result[field] = asCode(msg);
  }
  return result;
}

/** An `{errors}` body as a screen's field errors through its path table; null when the body is not one. */
export function fieldErrorsOf<F extends string>(body: unknown, paths: ReadonlyMap<string, F>): FieldErrors<F> | null {
  const errors = errorsOf(body);
  return errors ? mapFieldErrors(errors, paths) : null;
}
