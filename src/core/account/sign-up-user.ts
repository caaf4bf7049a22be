import type { FieldErrors } from '../shared/field-errors';
import { isServiceFailure } from '../shared/service-failure';
import type { Captcha } from './captcha';
import type { EmailRequests } from './email-requests';
import type { NewUser } from './new-user';
import type { Registration, SignUpField } from './registration';

export type SignUpOutcome =
  | { readonly kind: 'registered'; readonly sentTo: string }
  | { readonly kind: 'invalid'; readonly errors: FieldErrors<SignUpField> };

/**
 * Registers a rider and asks for the confirmation e-mail (docs/behaviour/screens.md#token-pages, docs/behaviour/screens.md#sign-up). The
 * privacy disclaimer is checked first: when it is not accepted nothing is sent.
 */
export class SignUpUser {
  constructor(
    private readonly registration: Registration,
    private readonly emails: EmailRequests,
    private readonly captcha: Captcha,
  ) {}

  async execute(input: NewUser & { readonly privacyAccepted: boolean }): Promise<SignUpOutcome> {
    if (!input.privacyAccepted) return { kind: 'invalid', errors: { privacy: 'required' } };
    const { privacyAccepted: _accepted, ...fields } = input;
    const user: NewUser = { ...fields, email: fields.email.trim(), confirmEmail: fields.confirmEmail.trim() };
    const answer = await this.registration.signUp(user, await this.captcha.token('sign_up'));
    switch (answer.kind) {
      case 'registered':
        return { kind: 'registered', sentTo: await this.requestConfirmation(user.email) };
      case 'invalid':
        return answer;
      case 'account-exists':
        return { kind: 'invalid', errors: { email: 'AccountAlreadyExists' } };
    }
  }

  /**
   * The account exists whatever the follow-up answers, so the rider always goes on to the
   * succeeded screen (and can resend from there); a failed follow-up is not a failed sign-up.
   */
  private async requestConfirmation(email: string): Promise<string> {
    try {
      const answer = await this.emails.requestEmailConfirmation(email, await this.captcha.token('resend_confirmation'));
      return answer.kind === 'sent' ? answer.to : email;
    } catch (error) {
      if (isServiceFailure(error)) return email;
      throw error;
    }
  }
}
