import type { Account } from './account';
import { detectLanguage, pickLanguage } from '../shared/language';
import type { StoredSession } from './stored-session';
import type { LanguageSettings } from './language-settings';

/**
 * The language to start in: the stored choice, else the signed-in account's, else the
 * browser's when shipped, else the default (docs/behaviour/rules.md#languages).
 */
export class ResolveStartLanguage {
  constructor(private readonly session: StoredSession) {}

  execute(input: LanguageSettings & { browserLanguage: string | null; account: Account | null }): string {
    const stored = this.session.language();
    const detected = detectLanguage(input.browserLanguage, input.shipped, input.fallback);
    const language = pickLanguage([stored, input.account?.language, detected], input.shipped, input.fallback);
    this.session.saveLanguage(language);
    return language;
  }
}
