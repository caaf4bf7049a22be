import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Operator } from '../../core/shared/operator';
import { NAMESPACES, SHIPPED_LANGUAGES } from './languages';
import { lazyMessages } from './lazy-messages';

export const OPERATOR_NAMESPACE = 'operator';

/** Adds the operator's own texts as the `operator` namespace, falling back to English. */
function addOperatorTexts(instance: i18n, operator: Operator | null): void {
  if (!operator) return;
  const fallback = operator.texts.en ?? Object.values(operator.texts)[0];
  for (const language of SHIPPED_LANGUAGES) {
    const texts = operator.texts[language] ?? fallback;
    if (texts) instance.addResourceBundle(language, OPERATOR_NAMESPACE, texts, true, true);
  }
}

/**
 * A ready i18next instance in `language`, with the operator's texts when known. Message sets
 * load on demand per language; no fallback language is loaded, because the message-parity
 * tests guarantee that every set has every key.
 */
export async function setupI18n(language: string, operator: Operator | null): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance
    .use(lazyMessages)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: SHIPPED_LANGUAGES,
      ns: [...NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
  addOperatorTexts(instance, operator);
  return instance;
}
