import { detectLanguage, pickLanguage } from '../../core/shared/language';
import { DEFAULT_LANGUAGE, SHIPPED_LANGUAGES } from './languages';

type CommonMessages = { default: { msalBridge: { closing: string } } };

/** The same per-language chunks the portal loads (lazy-messages.ts): only one is fetched. */
const common = import.meta.glob<CommonMessages>('./locales/*/common.json');

/**
 * The redirect bridge page's one line (msal-redirect.html), in the portal's language for this
 * browser: the stored choice, else the browser's language when shipped, else the default.
 */
export async function bridgeMessage(
  stored: string | null,
  browserLanguage: string | null,
): Promise<{ language: string; text: string }> {
  const detected = detectLanguage(browserLanguage, SHIPPED_LANGUAGES, DEFAULT_LANGUAGE);
  const language = pickLanguage([stored, detected], SHIPPED_LANGUAGES, DEFAULT_LANGUAGE);
  const load = common[`./locales/${language}/common.json`];
  if (!load) throw new Error(`no messages for ${language}`);
  const { default: messages } = await load();
  return { language, text: messages.msalBridge.closing };
}
