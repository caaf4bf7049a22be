import type { FareNames } from '../../../core/travels/fare-names';
import { isRecord } from '../client/answer-body';

const LANGUAGE = /^[a-z]{2,3}$/;
const NAME_MAX = 64;

/**
 * A trip's `fare_names` (the `fareNames` extension, docs/contracts.md#farenames-a-fares-name-in-each-language): the
 * names under a language code that are text of 1 to 64 characters; undefined when none is (absent, or out of shape):
 * the fare then shows under the name the operator sends, with no error.
 */
export function fareNamesOf(value: unknown): FareNames | undefined {
  if (!isRecord(value)) return undefined;
  const names: Record<string, string> = {};
  for (const [language, name] of Object.entries(value)) {
    if (!LANGUAGE.test(language) || typeof name !== 'string') continue;
    const trimmed = name.trim();
    if (trimmed.length > 0 && trimmed.length <= NAME_MAX) names[language] = trimmed;
  }
  return Object.keys(names).length > 0 ? names : undefined;
}
