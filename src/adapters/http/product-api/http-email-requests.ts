import type { AxiosInstance } from 'axios';
import type { EmailRequests, NewPassword } from '../../../core/account/email-requests';
import * as email from './email-request-dto';
import { postAnswer } from '../client/api-call';
import * as tokens from './token-answers-dto';

/** EmailRequests over the product API: the `/email/…`, `/forgot_password` and `/reset_password` calls. */
export class HttpEmailRequests implements EmailRequests {
  constructor(private readonly http: AxiosInstance) {}

  requestEmailConfirmation(address: string, captchaToken: string | null) {
    const body = email.toEmailRequestBody(address, captchaToken);
    return postAnswer(this.http, '/email/send_email_confirmation_request', body, email.toConfirmationRequestAnswer);
  }

  confirmEmail(token: string) {
    return postAnswer(this.http, '/email/confirm_email', { token }, tokens.toConfirmEmailAnswer);
  }

  requestPasswordReset(address: string, captchaToken: string | null) {
    const body = email.toEmailRequestBody(address, captchaToken);
    return postAnswer(this.http, '/email/send_forgot_password_request', body, email.toPasswordResetRequestAnswer);
  }

  exchangeResetToken(token: string) {
    return postAnswer(this.http, '/forgot_password', { token }, tokens.toResetTokenAnswer);
  }

  resetPassword(input: NewPassword) {
    return postAnswer(this.http, '/reset_password', tokens.toResetPasswordBody(input), tokens.toResetPasswordAnswer);
  }
}
