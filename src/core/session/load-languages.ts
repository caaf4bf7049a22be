import { intersectLanguages, type Language } from '../shared/language';
import type { ReadSignal } from '../shared/read-signal';
import type { Languages } from './languages';
import type { LanguageSettings } from './language-settings';

/** The languages to offer: the server's list intersected with the shipped message sets. */
export class LoadLanguages {
  constructor(private readonly languages: Languages) {}

  async execute(settings: LanguageSettings, signal?: ReadSignal): Promise<Language[]> {
    const offered = intersectLanguages(await this.languages.list(signal), settings.shipped);
    return offered.length > 0 ? offered : settings.shipped.map((id) => ({ id, name: id }));
  }
}
