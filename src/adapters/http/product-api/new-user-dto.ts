import type { NewUser } from '../../../core/account/new-user';
import type { SignUpAnswer } from '../../../core/account/registration';
import { SIGN_UP_PATHS, fieldErrorsOf } from './field-paths';

/** The sign-up form as `POST /sign_up` expects it (docs/contracts.md#answer-shapes-product-api). */
export interface NewUserDto {
  readonly name: string;
  readonly surname: string;
  readonly date_of_birth: string;
  readonly email: string;
  readonly confirm_email: string;
  readonly password: string;
  readonly confirm_password: string;
  readonly language: string;
}

/** The user's fields (the checked card is asked for beside them, never as a field of the user). */
export function toNewUserDto(user: NewUser): NewUserDto {
  return {
    name: user.name,
    surname: user.surname,
    date_of_birth: user.dateOfBirth,
    email: user.email,
    confirm_email: user.confirmEmail,
    password: user.password,
    confirm_password: user.confirmPassword,
    language: user.language,
  };
}

/** The sign-up body; `captcha_token` only when there is one. */
export function toSignUpBody(user: NewUser, captchaToken: string | null) {
  return {
    user: toNewUserDto(user),
    ...(captchaToken === null ? {} : { captcha_token: captchaToken }),
    ...(user.keepCheckedCard ? { with_checked_card: true } : {}),
  };
}

/** Any answer of `POST /sign_up`; null when the body is none of them. */
export function toSignUpAnswer(body: unknown): SignUpAnswer | null {
  if (body === 'Account Registered Successfully') return { kind: 'registered' };
  if (body === 'Account Already Exists') return { kind: 'account-exists' };
  const errors = fieldErrorsOf(body, SIGN_UP_PATHS);
  return errors ? { kind: 'invalid', errors } : null;
}
