import { isWellFormedToken } from '../shared/url-token';
import type { AccountGateway } from '../session/account-gateway';

export type ConfirmEmailOutcome =
  | { readonly kind: 'confirmed'; readonly email: string }
  | { readonly kind: 'expired' };

/** Confirms the address with the token of the e-mail's link (spec 4, step 4). */
export class ConfirmEmail {
  constructor(private readonly accounts: AccountGateway) {}

  async execute(token: string | null): Promise<ConfirmEmailOutcome> {
    if (!isWellFormedToken(token)) return { kind: 'expired' };
    return this.accounts.confirmEmail(token);
  }
}
