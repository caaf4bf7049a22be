import type { FieldErrors } from '../shared/field-errors';
import { isWellFormedToken } from '../shared/one-time-token';
import type { EmailRequests, ResetPasswordField } from './email-requests';

export type ResetPasswordOutcome =
  | { readonly kind: 'reset' }
  | { readonly kind: 'invalid'; readonly errors: FieldErrors<ResetPasswordField> }
  | { readonly kind: 'expired' };

export interface ResetPasswordInput {
  readonly token: string | null;
  readonly newPassword: string;
  readonly confirmNewPassword: string;
}

/** Sets a new password with the reset token (docs/behaviour/screens.md#reset-password). */
export class ResetPassword {
  constructor(private readonly emails: EmailRequests) {}

  async execute(input: ResetPasswordInput): Promise<ResetPasswordOutcome> {
    const { token, newPassword, confirmNewPassword } = input;
    if (!isWellFormedToken(token)) return { kind: 'expired' };
    return this.emails.resetPassword({ token, newPassword, confirmNewPassword });
  }
}
