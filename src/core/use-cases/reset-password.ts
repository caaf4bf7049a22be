import type { FieldErrors } from '../domain/field-errors';
import { RESET_PASSWORD_PATHS, mapFieldErrors, type ResetPasswordField } from '../domain/field-paths';
import { isWellFormedToken } from '../domain/url-token';
import type { AccountGateway } from '../ports/account-gateway';

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
