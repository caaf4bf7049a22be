import type { StoredSession } from './stored-session';

/** Remembers the rider's choice of interface language. */
export class ChooseLanguage {
  constructor(private readonly session: StoredSession) {}

  execute(language: string): void {
    this.session.saveLanguage(language);
  }
}
