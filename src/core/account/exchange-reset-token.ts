import { isWellFormedToken } from '../shared/url-token';
import type { AccountGateway } from '../session/account-gateway';

export type ExchangeResetTokenOutcome =
  | { readonly kind: 'token'; readonly token: string }
  | { readonly kind: 'expired' };

/** Trades the forgot-password link's token for the token of the reset form (spec 4). */
export class ExchangeResetToken {
  constructor(private readonly accounts: AccountGateway) {}

  async execute(token: string | null): Promise<ExchangeResetTokenOutcome> {
    if (!isWellFormedToken(token)) return { kind: 'expired' };
    return this.accounts.exchangeResetToken(token);
  }
}
