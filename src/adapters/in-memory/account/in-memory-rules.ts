import type { NewUser } from '../../../core/account/new-user';
import type { SignUpField } from '../../../core/account/registration';
import type { FieldErrorCode, FieldErrors } from '../../../core/shared/field-errors';
import type { LoginField } from '../../../core/session/sign-in';
import {
  dateOfBirthError,
  isEmail,
  nameError,
  newPasswordError,
  PASSWORD_MAX,
} from '../../../../contract/operator-rules.mjs';

/**
 * The operator's validation (docs/behaviour/rules.md#validation) in the portal's field names. The rules themselves (e-mail
 * shape, password strength, dates, limits) are the operator's published ones, imported from
 * contract/operator-rules.mjs, so they exist once (ADR-0011).
 */
export { isEmail };

type Code = FieldErrorCode | undefined;

export function emailError(email: string): Code {
  const value = email.trim();
  if (!value) return 'required';
  return isEmail(value) ? undefined : 'invalid';
}

/** Drops the fields without an error, so answers compare as the HTTP adapter's do. */
export const only = <F extends string>(errors: Record<F, Code>): FieldErrors<F> =>
  Object.fromEntries(Object.entries(errors).filter(([, code]) => code !== undefined)) as FieldErrors<F>;

export function loginErrors(email: string, password: string): FieldErrors<LoginField> {
  return only({
    email: emailError(email),
    password: password === '' ? 'required' : password.length > PASSWORD_MAX ? 'invalid' : undefined,
  });
}

/** A new password and its confirmation. */
export function passwordPairErrors(password: string, confirm: string): { password: Code; confirm: Code } {
  const passwordError = newPasswordError(password);
  const confirmError = confirm === '' ? 'required' : confirm !== password ? 'notMatch' : undefined;
  return { password: passwordError, confirm: confirmError };
}

function confirmEmailError(user: NewUser): Code {
  const confirmEmail = user.confirmEmail.trim();
  if (!confirmEmail) return 'required';
  return confirmEmail.toLowerCase() !== user.email.trim().toLowerCase() ? 'notMatch' : undefined;
}

/** `minimumAge`: the operator's, under which a date of birth is tooYoung (docs/behaviour/rules.md#date-of-birth). */
export function signUpErrors(
  user: NewUser,
  languages: readonly string[],
  today: Date,
  minimumAge: number,
): FieldErrors<SignUpField> {
  const passwords = passwordPairErrors(user.password, user.confirmPassword);
  return only<SignUpField>({
    name: nameError(user.name.trim()),
    surname: nameError(user.surname.trim()),
    dateOfBirth: dateOfBirthError(user.dateOfBirth.trim(), minimumAge, today),
    email: emailError(user.email),
    confirmEmail: confirmEmailError(user),
    password: passwords.password,
    confirmPassword: passwords.confirm,
    language: languages.includes(user.language.trim()) ? undefined : 'notSupported',
    captcha: undefined,
    privacy: undefined,
    // The checked card is the operator's to check (in-memory-registration.ts): a live card access.
    keepCheckedCard: undefined,
  });
}
