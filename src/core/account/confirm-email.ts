import { isWellFormedToken } from '../shared/one-time-token';
import type { EmailRequests } from './email-requests';

export type ConfirmEmailOutcome = { readonly kind: 'confirmed'; readonly email: string } | { readonly kind: 'expired' };

/** Confirms the address with the token of the e-mail's link (docs/behaviour/screens.md#token-pages). */
export class ConfirmEmail {
  constructor(private readonly emails: EmailRequests) {}

  async execute(token: string | null): Promise<ConfirmEmailOutcome> {
    if (!isWellFormedToken(token)) return { kind: 'expired' };
    return this.emails.confirmEmail(token);
  }
}
