import type { RawFieldError } from '../../../core/shared/field-errors';
import type { NewUser } from '../../../core/session/new-user';

/** The operator's validation rules (spec 5), as the sandbox applies them. */
const EMAIL =
  /^[^\s@"<>(),;:\\[\]]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

export const isEmail = (value: string): boolean => value.length <= 254 && EMAIL.test(value);

/** At least 8 characters with a letter and a digit (issue 3). */
export const isStrongPassword = (password: string): boolean =>
  password.length >= 8 && /\p{L}/u.test(password) && /\p{Nd}/u.test(password);

/** A real YYYY-MM-DD date from 1900 up to today. */
export function isPastDate(value: string, today: Date): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value &&
    value <= today.toISOString().slice(0, 10) && value >= '1900-01-01';
}

export function emailErrors(email: string, path = 'email'): RawFieldError[] {
  const value = email.trim();
  if (!value) return [{ path, msg: 'required' }];
  return isEmail(value) ? [] : [{ path, msg: 'invalid' }];
}

export function loginErrors(email: string, password: string): RawFieldError[] {
  const errors = emailErrors(email);
  return password === '' ? [...errors, { path: 'password', msg: 'required' }] : errors;
}

/** A new password and its confirmation, under the given paths. */
export function passwordPairErrors(password: string, confirm: string, paths: [string, string]): RawFieldError[] {
  const [passwordPath, confirmPath] = paths;
  const errors: RawFieldError[] = [];
  if (password === '') errors.push({ path: passwordPath, msg: 'required' });
  else if (!isStrongPassword(password)) errors.push({ path: passwordPath, msg: 'weak' });
  if (confirm === '') errors.push({ path: confirmPath, msg: 'required' });
  else if (confirm !== password) errors.push({ path: confirmPath, msg: 'notMatch' });
  return errors;
}

export function signUpErrors(user: NewUser, languages: readonly string[], today: Date): RawFieldError[] {
  const errors: RawFieldError[] = [];
  if (!user.name.trim()) errors.push({ path: 'user.name', msg: 'required' });
  if (!user.surname.trim()) errors.push({ path: 'user.surname', msg: 'required' });
  const dateOfBirth = user.dateOfBirth.trim();
  if (!dateOfBirth) errors.push({ path: 'user.date_of_birth', msg: 'required' });
  else if (!isPastDate(dateOfBirth, today)) errors.push({ path: 'user.date_of_birth', msg: 'invalid' });
  errors.push(...emailErrors(user.email, 'user.email'));
  const confirmEmail = user.confirmEmail.trim();
  if (!confirmEmail) errors.push({ path: 'user.confirm_email', msg: 'required' });
  else if (confirmEmail.toLowerCase() !== user.email.trim().toLowerCase()) {
    errors.push({ path: 'user.confirm_email', msg: 'notMatch' });
  }
  errors.push(...passwordPairErrors(user.password, user.confirmPassword, ['user.password', 'user.confirm_password']));
  if (!languages.includes(user.language.trim())) errors.push({ path: 'user.language', msg: 'notSupported' });
  return errors;
}
