import type { Account } from './account';
import type { FieldErrors } from '../shared/field-errors';
import type { LoginAnswer, LoginField, SignIn } from './sign-in';
import type { StoredSession } from './stored-session';

export { LOGIN_FIELDS, type LoginField } from './sign-in';

export type LoginOutcome =
  | { readonly kind: 'signed-in'; readonly account: Account }
  | { readonly kind: 'invalid'; readonly errors: FieldErrors<LoginField> }
  | { readonly kind: 'unconfirmed-email' };

/** Turns any login answer into the rider's outcome and saves the session on success. */
export function settleLogin(answer: LoginAnswer, session: StoredSession): LoginOutcome {
  switch (answer.kind) {
    case 'signed-in':
      session.saveAccount(answer.account);
      session.saveLanguage(answer.account.language);
      return { kind: 'signed-in', account: answer.account };
    case 'invalid':
      return answer;
    case 'no-account':
      return { kind: 'invalid', errors: { email: 'NoAccountFound' } };
    case 'wrong-password':
      return { kind: 'invalid', errors: { password: 'invalid' } };
    case 'unconfirmed-email':
      return { kind: 'unconfirmed-email' };
  }
}

/** Signs a rider in with e-mail and password (docs/behaviour/rules.md#sessions, docs/behaviour/screens.md#login). */
export class LoginUser {
  constructor(
    private readonly signIn: SignIn,
    private readonly session: StoredSession,
  ) {}

  async execute(input: { email: string; password: string }): Promise<LoginOutcome> {
    const answer = await this.signIn.login({ email: input.email.trim(), password: input.password });
    return settleLogin(answer, this.session);
  }
}
