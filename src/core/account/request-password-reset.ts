import type { EmailRequests } from './email-requests';
import type { Captcha } from './captcha';
import { settleEmailRequest, type EmailRequestInput, type EmailRequestOutcome } from './settle-email-request';

/** Sends the forgot-password e-mail with its reset link (docs/behaviour/screens.md#e-mail-requests). */
export class RequestPasswordReset {
  constructor(
    private readonly emails: EmailRequests,
    private readonly captcha: Captcha,
  ) {}

  async execute(input: EmailRequestInput): Promise<EmailRequestOutcome> {
    const email = input.email.trim();
    const answer = await this.emails.requestPasswordReset(email, await this.captcha.token('forgot_password'));
    return settleEmailRequest(answer, email, input.neutralWhenUnknown);
  }
}
