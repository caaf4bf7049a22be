import type { SignUpField } from '../../../core/account/registration';
import { CAPTCHA_MESSAGES, REQUIRED_MESSAGE, type FieldMessages } from '../../shared/form/field-error-key';

const EMAIL = {
  required: REQUIRED_MESSAGE,
  invalid: 'common:fields.emailInvalid',
  notMatch: 'sign-up:signUp.errors.emailsNotMatch',
} as const;

const PASSWORD = {
  required: REQUIRED_MESSAGE,
  weak: 'sign-up:signUp.errors.passwordWeak',
  invalid: 'common:fieldErrors.passwordTooLong',
  notMatch: 'sign-up:signUp.errors.passwordsNotMatch',
} as const;

/** The sign-up screen's validation messages (docs/behaviour/rules.md#validation), the date of birth and bot protection included. */
export const SIGN_UP_MESSAGES: FieldMessages<SignUpField> = {
  name: { required: REQUIRED_MESSAGE, invalid: 'common:fieldErrors.nameTooLong' },
  surname: { required: REQUIRED_MESSAGE, invalid: 'common:fieldErrors.nameTooLong' },
  dateOfBirth: {
    required: REQUIRED_MESSAGE,
    invalid: 'sign-up:signUp.errors.dateOfBirthInvalid',
    // Under the operator's minimum age (docs/behaviour/rules.md#date-of-birth), interpolated as {{age}}.
    tooYoung: 'sign-up:signUp.errors.dateOfBirthTooYoung',
  },
  email: { ...EMAIL, AccountAlreadyExists: 'sign-up:signUp.errors.accountExists' },
  confirmEmail: EMAIL,
  password: PASSWORD,
  confirmPassword: PASSWORD,
  language: { required: REQUIRED_MESSAGE, notSupported: 'sign-up:signUp.errors.languageNotSupported' },
  privacy: { required: REQUIRED_MESSAGE },
  captcha: CAPTCHA_MESSAGES,
  keepCheckedCard: {
    noCardAccess: 'sign-up:signUp.errors.noCardAccess',
    belongsToAccount: 'sign-up:signUp.errors.cardBelongsToAccount',
  },
};
