import { useNavigate } from 'react-router-dom';
import type { ResetPasswordField } from '../../../core/account/email-requests';
import { ResetPassword, type ResetPasswordOutcome } from '../../../core/account/reset-password';
import { useFieldForm } from '../../shared/form/use-field-form';
import { useUseCase } from '../../shared/di/use-use-case';
import { PATHS } from '../../shared/paths';
import { useUiState } from '../../shared/state/ui-state';
import { RESET_MESSAGES } from './recovery-messages';

/** The reset form (docs/behaviour/screens.md#reset-password): field errors, expired, or succeeded. */
export function useResetPasswordForm(token: string | null) {
  const resetPassword = useUseCase(ResetPassword);
  const navigate = useNavigate();
  const { resetToken } = useUiState();
  return useFieldForm<Record<ResetPasswordField, string>, ResetPasswordField, ResetPasswordOutcome>({
    initial: { newPassword: '', confirmNewPassword: '' },
    messages: RESET_MESSAGES,
    send: (passwords) => resetPassword.execute({ token, ...passwords }),
    // The token is used up either way: going back or a reload must not show the form again.
    onOutcome: ({ kind }) => {
      resetToken.clear();
      return navigate(kind === 'expired' ? PATHS.requestExpired : PATHS.resetPasswordSucceeded, { replace: true });
    },
  });
}
