import type { Account } from './account';
import type { StoredSession } from './stored-session';

export type RestoredSession =
  { readonly kind: 'signed-in'; readonly account: Account } | { readonly kind: 'signed-out' };

/** Automatic login at start-up from the stored account, when it is a valid one. */
export class RestoreSession {
  constructor(private readonly session: StoredSession) {}

  execute(): RestoredSession {
    const account = this.session.account();
    return account ? { kind: 'signed-in', account } : { kind: 'signed-out' };
  }
}
