import type { Language } from '../shared/language';
import type {
  ConfirmEmailAnswer,
  EmailRequestAnswer,
  LoginAnswer,
  ResetPasswordAnswer,
  ResetTokenAnswer,
  SignUpAnswer,
} from './answers';
import type { NewUser } from './new-user';
import type { ProviderCredential } from './provider-credential';

/**
 * The operator's product API for accounts. Every method answers the contract's expected
 * outcomes as values and throws ServiceFailure when no such answer came.
 */
export interface AccountGateway {
  languages(): Promise<Language[]>;
  login(credentials: { email: string; password: string }): Promise<LoginAnswer>;
  loginWithProvider(credential: ProviderCredential): Promise<LoginAnswer>;
  signUp(user: NewUser, captchaToken: string | null): Promise<SignUpAnswer>;
  requestEmailConfirmation(email: string, captchaToken: string | null): Promise<EmailRequestAnswer>;
  confirmEmail(token: string): Promise<ConfirmEmailAnswer>;
  requestPasswordReset(email: string, captchaToken: string | null): Promise<EmailRequestAnswer>;
  exchangeResetToken(token: string): Promise<ResetTokenAnswer>;
  resetPassword(input: {
    token: string;
    newPassword: string;
    confirmNewPassword: string;
  }): Promise<ResetPasswordAnswer>;
}

export const AccountGateway = Symbol('AccountGateway');
