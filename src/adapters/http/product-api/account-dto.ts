import { parseAccount, type Account } from '../../../core/session/account';
import { isRecord } from '../client/answer-body';

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

/** Reads an account in the product API's names; null when it is not one. */
export function parseAccountDto(value: unknown): Account | null {
  if (!isRecord(value)) return null;
  const { id, name, surname, email, language } = value;
  return parseAccount({
    id,
    name,
    surname,
    email,
    language,
    localesId: value.locales_id,
    notifyTicketIssuance: value.notify_ticket_issuance,
    googleId: value.google_id,
    facebookId: value.facebook_id,
  });
}

/** Reads `account` of a login answer: an object or an encrypted string; null if not an account. */
export async function toAccount(value: unknown, cipher: AccountCipher): Promise<Account | null> {
  return parseAccountDto(typeof value === 'string' ? await cipher.decrypt(value) : value);
}
