import { intersectLanguages, type Language } from '../shared/language';
import type { AccountGateway } from './account-gateway';
import type { LanguageSettings } from './language-settings';

/** The languages to offer: the server's list intersected with the shipped message sets. */
export class LoadLanguages {
  constructor(private readonly accounts: AccountGateway) {}

  async execute(settings: LanguageSettings): Promise<Language[]> {
    const offered = intersectLanguages(await this.accounts.languages(), settings.shipped);
    return offered.length > 0 ? offered : settings.shipped.map((id) => ({ id, name: id }));
  }
}
