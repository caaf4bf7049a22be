import type { ChangePasswordField, DeletionField, EditAccountField } from '../../../core/account/account-settings';
import { REQUIRED_MESSAGE, type FieldMessages } from '../../shared/form/field-error-key';

/** Edit account (docs/behaviour/rules.md#validation): name and surname required, language not supported. */
export const EDIT_MESSAGES: FieldMessages<EditAccountField> = {
  name: { required: REQUIRED_MESSAGE, invalid: 'account:edit.errors.tooLong' },
  surname: { required: REQUIRED_MESSAGE, invalid: 'account:edit.errors.tooLong' },
  language: { required: REQUIRED_MESSAGE, notSupported: 'account:edit.errors.language' },
};

const NEW_PASSWORD = {
  required: REQUIRED_MESSAGE,
  weak: 'common:passwordErrors.weak',
  notMatch: 'common:passwordErrors.notMatch',
  invalid: 'common:fieldErrors.passwordTooLong',
} as const;

/** Change password (docs/behaviour/screens.md#change-password): the current one required or wrong; the new ones as a reset's. */
export const PASSWORD_MESSAGES: FieldMessages<ChangePasswordField> = {
  current: { required: REQUIRED_MESSAGE, invalid: 'account:password.errors.wrongCurrent' },
  next: NEW_PASSWORD,
  confirm: NEW_PASSWORD,
};

/** Deletion confirm (docs/behaviour/rules.md#account-deletion-code). */
export const DELETION_MESSAGES: FieldMessages<DeletionField> = {
  code: { required: REQUIRED_MESSAGE, invalid: 'account:deletion.errors.invalidCode' },
};
