import { parseAccount, type Account } from '../../../core/session/account';

/** The account as the product API sends it. */
export interface AccountDto {
  readonly id: number;
  readonly name: string;
  readonly surname: string;
  readonly email: string;
  readonly language: string;
  readonly locales_id: string | null;
  readonly notify_ticket_issuance: boolean | null;
  readonly google_id: string | null;
  readonly facebook_id: string | null;
}

/** Opens an account the operator sent encrypted; null (or a non-account) when it cannot. */
export interface AccountCipher {
  decrypt(cipherText: string): Promise<unknown>;
}

/** Reads `account` of a login answer: an object or an encrypted string; null if not an account. */
export async function toAccount(value: unknown, cipher: AccountCipher): Promise<Account | null> {
  const plain = typeof value === 'string' ? await cipher.decrypt(value) : value;
  return parseAccount(plain);
}

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
