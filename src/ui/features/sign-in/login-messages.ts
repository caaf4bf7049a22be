import type { LoginField } from '../../../core/session/login-user';
import { REQUIRED_MESSAGE, type FieldMessages } from '../../shared/form/field-error-key';

/** The login screen's validation messages (docs/behaviour/rules.md#validation). */
export const LOGIN_MESSAGES: FieldMessages<LoginField> = {
  email: {
    required: REQUIRED_MESSAGE,
    invalid: 'sign-in:login.errors.emailInvalid',
    NoAccountFound: 'sign-in:login.errors.noAccount',
  },
  password: {
    required: REQUIRED_MESSAGE,
    invalid: 'sign-in:login.errors.passwordInvalid',
  },
};
