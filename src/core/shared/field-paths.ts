import { FIELD_ERROR_CODES, type FieldErrorCode, type FieldErrors, type RawFieldError } from './field-errors';

/**
 * The bot-protection check of a form (`captcha_token`): an error of the whole form, not of a
 * field the rider can edit.
 */
export type CaptchaField = 'captcha';

/** The sign-up screen's fields; `privacy` is checked by the portal, never by the server. */
export type SignUpField =
  | CaptchaField
  | 'name'
  | 'surname'
  | 'dateOfBirth'
  | 'email'
  | 'confirmEmail'
  | 'password'
  | 'confirmPassword'
  | 'language'
  | 'privacy';

/** The login screen's fields. */
export type LoginField = 'email' | 'password';

export type ResetPasswordField = 'newPassword' | 'confirmNewPassword';

export type EmailRequestField = 'email' | CaptchaField;

/** Server path → screen field, for the login body. */
export const LOGIN_PATHS: ReadonlyMap<string, LoginField> = new Map([
  ['email', 'email'],
  ['password', 'password'],
]);

/** Server path → screen field, for the sign-up body (spec 3 "New user", 5). */
export const SIGN_UP_PATHS: ReadonlyMap<string, SignUpField> = new Map([
  ['user.name', 'name'],
  ['user.surname', 'surname'],
  ['user.date_of_birth', 'dateOfBirth'],
  ['user.email', 'email'],
  ['user.confirm_email', 'confirmEmail'],
  ['user.password', 'password'],
  ['user.confirm_password', 'confirmPassword'],
  ['user.language', 'language'],
  ['captcha_token', 'captcha'],
]);

/** Server path → screen field, for the password reset body (spec 7.1). */
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
 * does not know are dropped, codes outside the spec become `unknown`, the first error wins.
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
