import type * as E from '../../../core/account/email-requests';
import type { InMemoryOperatorState } from './in-memory-operator-state';
import { emailError, only, passwordPairErrors } from './in-memory-rules';

/** EmailRequests on the in-memory operator: single-use, expiring tokens mailed to its outbox. */
export class InMemoryEmailRequests implements E.EmailRequests {
  constructor(private readonly operator: InMemoryOperatorState) {}

  requestEmailConfirmation(email: string, _captchaToken: string | null): Promise<E.EmailRequestAnswer> {
    return this.operator.answer('requestEmailConfirmation', (): E.EmailRequestAnswer => {
      const error = emailError(email);
      if (error) return { kind: 'invalid', errors: { email: error } };
      const rider = this.operator.riders.byEmail(email);
      if (!rider) return { kind: 'no-account' };
      if (rider.confirmed) return { kind: 'already-confirmed' };
      const token = this.operator.tokens.issue(rider.account.id, 'confirm');
      return { kind: 'sent', to: this.operator.outbox.send(rider.account.email, 'confirm', token).to };
    });
  }

  confirmEmail(token: string): Promise<E.ConfirmEmailAnswer> {
    return this.operator.answer('confirmEmail', (): E.ConfirmEmailAnswer => {
      const rider = this.operator.riders.byId(this.operator.tokens.consume(token, 'confirm') ?? -1);
      if (!rider) return { kind: 'expired' };
      rider.confirmed = true;
      return { kind: 'confirmed', email: rider.account.email };
    });
  }

  requestPasswordReset(email: string, _captchaToken: string | null): Promise<E.EmailRequestAnswer> {
    return this.operator.answer('requestPasswordReset', (): E.EmailRequestAnswer => {
      const error = emailError(email);
      if (error) return { kind: 'invalid', errors: { email: error } };
      const rider = this.operator.riders.byEmail(email);
      if (!rider) return { kind: 'no-account' };
      if (!rider.confirmed) return { kind: 'unconfirmed-email' };
      this.operator.tokens.revoke(rider.account.id, ['forgot', 'reset']);
      const token = this.operator.tokens.issue(rider.account.id, 'forgot');
      return { kind: 'sent', to: this.operator.outbox.send(rider.account.email, 'reset', token).to };
    });
  }

  exchangeResetToken(token: string): Promise<E.ResetTokenAnswer> {
    return this.operator.answer('exchangeResetToken', (): E.ResetTokenAnswer => {
      const accountId = this.operator.tokens.consume(token, 'forgot');
      if (accountId === undefined) return { kind: 'expired' };
      return { kind: 'token', token: this.operator.tokens.issue(accountId, 'reset') };
    });
  }

  resetPassword(input: E.NewPassword): Promise<E.ResetPasswordAnswer> {
    return this.operator.answer('resetPassword', (): E.ResetPasswordAnswer => {
      const pair = passwordPairErrors(input.newPassword, input.confirmNewPassword);
      const errors = only({ newPassword: pair.password, confirmNewPassword: pair.confirm });
      if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
      const rider = this.operator.riders.byId(this.operator.tokens.consume(input.token, 'reset') ?? -1);
      if (!rider) return { kind: 'expired' };
      rider.password = input.newPassword;
      this.operator.tokens.revoke(rider.account.id, ['forgot', 'reset']);
      return { kind: 'reset' };
    });
  }
}
