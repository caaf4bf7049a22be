import type { SessionListener, StoredSession } from './stored-session';

/** Follows every sign-in and sign-out: this tab's (login, provider login, logout) and other tabs'. */
export class WatchSession {
  constructor(private readonly session: StoredSession) {}

  execute(listener: SessionListener): () => void {
    return this.session.watchAccount(listener);
  }
}
