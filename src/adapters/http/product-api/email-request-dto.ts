import type { EmailRequestAnswer } from '../../../core/account/email-requests';
import { isPlainWord, isRecord } from '../client/answer-body';
import { EMAIL_REQUEST_PATHS, fieldErrorsOf } from './field-paths';

/** The body of the "send me an e-mail" calls; `captcha_token` only when there is one. */
export function toEmailRequestBody(email: string, captchaToken: string | null) {
  return captchaToken === null ? { email } : { email, captcha_token: captchaToken };
}

const sentTo = (body: unknown): EmailRequestAnswer | null => {
  if (!isRecord(body) || !isRecord(body.data)) return null;
  const { to } = body.data;
  return isPlainWord(to) && to.includes('@') ? { kind: 'sent', to } : null;
};

const readEmailRequest =
  (strings: Readonly<Record<string, EmailRequestAnswer>>) =>
  (body: unknown): EmailRequestAnswer | null => {
    if (typeof body === 'string') return strings[body] ?? null;
    const errors = fieldErrorsOf(body, EMAIL_REQUEST_PATHS);
    return errors ? { kind: 'invalid', errors } : sentTo(body);
  };

/** Any answer of `POST /email/send_email_confirmation_request`, or null. */
export const toConfirmationRequestAnswer = readEmailRequest({
  'No Account Found': { kind: 'no-account' },
  'Account Already Confirmed': { kind: 'already-confirmed' },
});

/** Any answer of `POST /email/send_forgot_password_request`, or null. */
export const toPasswordResetRequestAnswer = readEmailRequest({
  'No Account Found': { kind: 'no-account' },
  'Unconfirmed Email': { kind: 'unconfirmed-email' },
});
