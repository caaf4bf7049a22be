import { isWellFormedToken } from '../shared/one-time-token';
import type { EmailRequests } from './email-requests';

export type ExchangeResetTokenOutcome =
  { readonly kind: 'token'; readonly token: string } | { readonly kind: 'expired' };

/** Trades the forgot-password link's token for the token of the reset form (docs/behaviour/screens.md#token-pages). */
export class ExchangeResetToken {
  constructor(private readonly emails: EmailRequests) {}

  async execute(token: string | null): Promise<ExchangeResetTokenOutcome> {
    if (!isWellFormedToken(token)) return { kind: 'expired' };
    return this.emails.exchangeResetToken(token);
  }
}
