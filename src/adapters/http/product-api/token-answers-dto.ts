import type {
  ConfirmEmailAnswer,
  NewPassword,
  ResetPasswordAnswer,
  ResetTokenAnswer,
} from '../../../core/account/email-requests';
import { hasErrors, isPlainWord } from '../client/answer-body';
import { RESET_PASSWORD_PATHS, fieldErrorsOf } from './field-paths';

const EXPIRED = 'Request Expired';

/** `POST /email/confirm_email`: "Request Expired" or the confirmed address. */
export function toConfirmEmailAnswer(body: unknown): ConfirmEmailAnswer | null {
  if (body === EXPIRED) return { kind: 'expired' };
  return isPlainWord(body) && body.includes('@') ? { kind: 'confirmed', email: body } : null;
}

/** `POST /forgot_password`: "Request Expired" or a new reset token. */
export function toResetTokenAnswer(body: unknown): ResetTokenAnswer | null {
  if (body === EXPIRED) return { kind: 'expired' };
  return isPlainWord(body) ? { kind: 'token', token: body } : null;
}

export function toResetPasswordBody(input: NewPassword) {
  return {
    token: input.token,
    new_password: input.newPassword,
    confirm_new_password: input.confirmNewPassword,
  };
}

/**
 * `POST /reset_password`: `{errors}`, "Request Expired", or anything else (docs/behaviour/screens.md#reset-password: success).
 * An `{errors}` body whose list is not well formed is not "anything else": it answers null.
 */
export function toResetPasswordAnswer(body: unknown): ResetPasswordAnswer | null {
  if (body === EXPIRED) return { kind: 'expired' };
  if (!hasErrors(body)) return { kind: 'reset' };
  const errors = fieldErrorsOf(body, RESET_PASSWORD_PATHS);
  return errors ? { kind: 'invalid', errors } : null;
}
