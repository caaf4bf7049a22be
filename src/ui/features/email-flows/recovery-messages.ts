import type { EmailRequestField, ResetPasswordField } from '../../../core/account/email-requests';
import { CAPTCHA_MESSAGES, REQUIRED_MESSAGE, type FieldMessages } from '../../shared/form/field-error-key';

const EMAIL_MESSAGES = {
  required: REQUIRED_MESSAGE,
  invalid: 'common:fields.emailInvalid',
  NoAccountFound: 'common:fields.noAccount',
} as const;

/** Resend confirmation (docs/behaviour/rules.md#validation): email required, invalid, NoAccountFound, AccountAlreadyConfirmed. */
export const RESEND_MESSAGES: FieldMessages<EmailRequestField> = {
  email: { ...EMAIL_MESSAGES, AccountAlreadyConfirmed: 'email-flows:resend.errors.alreadyConfirmed' },
  captcha: CAPTCHA_MESSAGES,
};

/** Forgot password (docs/behaviour/rules.md#validation): email required, invalid, NoAccountFound, UnconfirmedEmail. */
export const FORGOT_MESSAGES: FieldMessages<EmailRequestField> = {
  email: { ...EMAIL_MESSAGES, UnconfirmedEmail: 'email-flows:forgot.errors.unconfirmed' },
  captcha: CAPTCHA_MESSAGES,
};

const NEW_PASSWORD_MESSAGES = {
  required: REQUIRED_MESSAGE,
  weak: 'common:passwordErrors.weak',
  notMatch: 'common:passwordErrors.notMatch',
  invalid: 'common:fieldErrors.passwordTooLong',
} as const;

/** Reset password (docs/behaviour/rules.md#validation): new_password, confirm_new_password required, weak, notMatch. */
export const RESET_MESSAGES: FieldMessages<ResetPasswordField> = {
  newPassword: NEW_PASSWORD_MESSAGES,
  confirmNewPassword: NEW_PASSWORD_MESSAGES,
};
