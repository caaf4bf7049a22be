import type { FieldErrors } from '../shared/field-errors';
import { RESET_PASSWORD_PATHS, mapFieldErrors, type ResetPasswordField } from '../shared/field-paths';
import { isWellFormedToken } from '../shared/url-token';
import type { AccountGateway } from '../session/account-gateway';

export type ResetPasswordOutcome =
  | { readonly kind: 'reset' }
  | { readonly kind: 'invalid'; readonly errors: FieldErrors<ResetPasswordField> }
  | { readonly kind: 'expired' };

export interface ResetPasswordInput {
  readonly token: string | null;
  readonly newPassword: string;
  readonly confirmNewPassword: string;
}

/** Sets a new password with the reset token (spec 4 "Password reset", step 2). */
export class ResetPassword {
  constructor(private readonly accounts: AccountGateway) {}

  async execute(input: ResetPasswordInput): Promise<ResetPasswordOutcome> {
    const { token, newPassword, confirmNewPassword } = input;
    if (!isWellFormedToken(token)) return { kind: 'expired' };
    const answer = await this.accounts.resetPassword({ token, newPassword, confirmNewPassword });
    if (answer.kind !== 'invalid') return answer;
    return { kind: 'invalid', errors: mapFieldErrors(answer.errors, RESET_PASSWORD_PATHS) };
  }
}
