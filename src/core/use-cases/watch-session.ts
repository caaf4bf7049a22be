import type { Account } from '../domain/account';
import type { StoredSession } from '../session/stored-session';

/** Follows sign-ins and sign-outs made in the rider's other tabs. */
export class WatchSession {
  constructor(private readonly session: StoredSession) {}

  execute(listener: (account: Account | null) => void): () => void {
    return this.session.watchAccount(listener);
  }
}
