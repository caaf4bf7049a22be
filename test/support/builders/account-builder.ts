import type { Account } from '../../../src/core/session/account';
import type { AccountDto } from '../../../src/adapters/http/product-api/account-dto';

/** Fluent test data for an Account (Giulia Rossi unless told otherwise). */
export class AccountBuilder {
  private account: Account = {
    id: 1,
    name: 'Giulia',
    surname: 'Rossi',
    email: 'giulia.rossi@example.com',
    language: 'it',
    localesId: 'it-IT',
    notifyTicketIssuance: true,
    googleId: null,
    facebookId: null,
  };

  private with(change: Partial<Account>): this {
    this.account = { ...this.account, ...change };
    return this;
  }

  withId(id: number) {
    return this.with({ id });
  }
  withName(name: string, surname = this.account.surname) {
    return this.with({ name, surname });
  }
  withEmail(email: string) {
    return this.with({ email });
  }
  withLanguage(language: string) {
    return this.with({ language });
  }
  withLocalesId(localesId: string | null) {
    return this.with({ localesId });
  }
  withNotifyTicketIssuance(notifyTicketIssuance: boolean | null) {
    return this.with({ notifyTicketIssuance });
  }
  withGoogleId(googleId: string | null) {
    return this.with({ googleId });
  }
  withFacebookId(facebookId: string | null) {
    return this.with({ facebookId });
  }

  build(): Account {
    return { ...this.account };
  }

  /** The same account as the product API sends it. */
  buildDto(): AccountDto {
    return toAccountDto(this.account);
  }
}

/** An account in the product API's names, as the operator sends it. */
export function toAccountDto(account: Account): AccountDto {
  return {
    id: account.id,
    name: account.name,
    surname: account.surname,
    email: account.email,
    language: account.language,
    locales_id: account.localesId,
    notify_ticket_issuance: account.notifyTicketIssuance,
    google_id: account.googleId,
    facebook_id: account.facebookId,
  };
}

export const anAccount = (): AccountBuilder => new AccountBuilder();
