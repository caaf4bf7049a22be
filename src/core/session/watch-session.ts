import type { Account } from './account';
import type { StoredSession } from './stored-session';

/** Follows sign-ins and sign-outs made in the rider's other tabs. */
export class WatchSession {
  constructor(private readonly session: StoredSession) {}

  execute(listener: (account: Account | null) => void): () => void {
    return this.session.watchAccount(listener);
  }
}
