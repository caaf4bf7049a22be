import type { EmailRequests } from './email-requests';
import type { Captcha } from './captcha';
import { settleEmailRequest, type EmailRequestInput, type EmailRequestOutcome } from './settle-email-request';

/** Sends the confirmation e-mail again (docs/behaviour/screens.md#e-mail-requests). */
export class ResendConfirmation {
  constructor(
    private readonly emails: EmailRequests,
    private readonly captcha: Captcha,
  ) {}

  async execute(input: EmailRequestInput): Promise<EmailRequestOutcome> {
    const email = input.email.trim();
    const answer = await this.emails.requestEmailConfirmation(email, await this.captcha.token('resend_confirmation'));
    return settleEmailRequest(answer, email, input.neutralWhenUnknown);
  }
}
