import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import type { Language } from '../../../core/shared/language';
import type { NewUser } from '../../../core/session/new-user';
import type { ProviderCredential } from '../../../core/session/provider-credential';
import { ServiceFailure } from '../../../core/shared/service-failure';
import type { AccountGateway } from '../../../core/session/account-gateway';
import type { AccountCipher } from './account-dto';
import { parseJsonBody } from '../client/answer-body';
import * as email from './email-request-dto';
import { toLanguages } from './language-dto';
import { toLoginAnswer, toSignedIn } from './login-answer-dto';
import { toSignUpAnswer, toSignUpBody } from './new-user-dto';
import { toProviderLoginRequest } from './provider-login-dto';
import * as tokens from './token-answers-dto';
import { failureFromStatus, toServiceFailure } from '../client/to-service-failure';

/** Bodies are read as text and parsed here, and 4xx bodies are read too (they may be answers). */
const READ_AS_TEXT: AxiosRequestConfig = {
  responseType: 'text',
  validateStatus: (status) => status >= 200 && status < 500,
};

/** Reads an answer's body; an encrypted account is opened asynchronously. */
type Reader<A> = (body: unknown) => A | null | Promise<A | null>;

/** AccountGateway over the operator's product API (axios instance with base URL and x-api-key). */
export class HttpAccountGateway implements AccountGateway {
  constructor(
    private readonly http: AxiosInstance,
    private readonly cipher: AccountCipher,
  ) {}

  languages(): Promise<Language[]> {
    return this.call('/languages', () => this.http.get('/languages', READ_AS_TEXT), toLanguages);
  }

  login(credentials: { email: string; password: string }) {
    const body = { email: credentials.email, password: credentials.password };
    return this.post('/login', body, (answer) => toLoginAnswer(answer, this.cipher));
  }

  loginWithProvider(credential: ProviderCredential) {
    const { path, body } = toProviderLoginRequest(credential);
    return this.post(path, body, (answer) => toSignedIn(answer, this.cipher));
  }

  signUp(user: NewUser, captchaToken: string | null) {
    return this.post('/sign_up', toSignUpBody(user, captchaToken), toSignUpAnswer);
  }

  requestEmailConfirmation(address: string, captchaToken: string | null) {
    const body = email.toEmailRequestBody(address, captchaToken);
    return this.post('/email/send_email_confirmation_request', body, email.toConfirmationRequestAnswer);
  }

  confirmEmail(token: string) {
    return this.post('/email/confirm_email', { token }, tokens.toConfirmEmailAnswer);
  }

  requestPasswordReset(address: string, captchaToken: string | null) {
    const body = email.toEmailRequestBody(address, captchaToken);
    return this.post('/email/send_forgot_password_request', body, email.toPasswordResetRequestAnswer);
  }

  exchangeResetToken(token: string) {
    return this.post('/forgot_password', { token }, tokens.toResetTokenAnswer);
  }

  resetPassword(input: { token: string; newPassword: string; confirmNewPassword: string }) {
    const body = tokens.toResetPasswordBody(input);
    return this.post('/reset_password', body, tokens.toResetPasswordAnswer);
  }

  private post<A>(path: string, body: unknown, read: Reader<A>): Promise<A> {
    return this.call(path, () => this.http.post(path, body, READ_AS_TEXT), read);
  }

  /** One call: a contract answer, or a ServiceFailure — never a half-read result. */
  private async call<A>(path: string, send: () => Promise<AxiosResponse>, read: Reader<A>): Promise<A> {
    let response: AxiosResponse;
    try {
      response = await send();
    } catch (error) {
      throw toServiceFailure(error);
    }
    const body = parseJsonBody(response.data);
    const answer = body === null ? null : await read(body.value);
    if (answer !== null) return answer;
    if (response.status >= 300) throw failureFromStatus(response.status, response.data);
    throw new ServiceFailure('malformed', `unexpected answer from ${path}`);
  }
}
