import type { LoginAnswer, ProviderLoginAnswer } from '../../../core/session/sign-in';
import { toAccount, type AccountCipher } from './account-dto';
import { isRecord } from '../client/answer-body';
import { LOGIN_PATHS, fieldErrorsOf } from './field-paths';

const STRING_ANSWERS: Readonly<Record<string, LoginAnswer>> = {
  'No Account Found': { kind: 'no-account' },
  'Password Incorrect': { kind: 'wrong-password' },
  'Unconfirmed Email': { kind: 'unconfirmed-email' },
};

/** `{account}` (object or encrypted string) as a signed-in answer; null when it is not one. */
export async function toSignedIn(body: unknown, cipher: AccountCipher): Promise<LoginAnswer | null> {
  if (!isRecord(body) || !('account' in body)) return null;
  const account = await toAccount(body.account, cipher);
  return account ? { kind: 'signed-in', account } : null;
}

/** Any answer of `POST /login`; null when the body is none of them. */
export async function toLoginAnswer(body: unknown, cipher: AccountCipher): Promise<LoginAnswer | null> {
  if (typeof body === 'string') return STRING_ANSWERS[body] ?? null;
  const errors = fieldErrorsOf(body, LOGIN_PATHS);
  if (errors) return { kind: 'invalid', errors };
  return toSignedIn(body, cipher);
}

/**
 * Any answer of `POST /login_with_{provider}`: `{account}`, `{linkRequired:{email}}`, or (when a
 * password was sent to link) 'Password Incorrect' / 'Unconfirmed Email'; null for anything else.
 */
export async function toProviderLoginAnswer(body: unknown, cipher: AccountCipher): Promise<ProviderLoginAnswer | null> {
  if (typeof body === 'string') return body === 'No Account Found' ? null : (STRING_ANSWERS[body] ?? null);
  if (isRecord(body) && isRecord(body.linkRequired)) {
    const { email } = body.linkRequired;
    return typeof email === 'string' && email !== '' ? { kind: 'link-required', email } : null;
  }
  return toSignedIn(body, cipher);
}
