import type { Language } from '../../../core/shared/language';
import { isRecord } from '../client/answer-body';

/** `GET /languages`: a list of `{id, name}`; null when any item is not one. */
export function toLanguages(body: unknown): Language[] | null {
  if (!Array.isArray(body)) return null;
  const languages: Language[] = [];
  for (const item of body) {
    if (!isRecord(item) || typeof item.id !== 'string' || typeof item.name !== 'string') return null;
    if (item.id.length === 0) return null;
    languages.push({ id: item.id, name: item.name });
  }
  return languages;
}
