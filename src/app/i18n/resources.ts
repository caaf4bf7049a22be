import deAccount from './locales/de/account.json';
import deAuth from './locales/de/auth.json';
import deCommon from './locales/de/common.json';
import enAccount from './locales/en/account.json';
import enAuth from './locales/en/auth.json';
import enCommon from './locales/en/common.json';
import frAccount from './locales/fr/account.json';
import frAuth from './locales/fr/auth.json';
import frCommon from './locales/fr/common.json';
import itAccount from './locales/it/account.json';
import itAuth from './locales/it/auth.json';
import itCommon from './locales/it/common.json';

/**
 * Every message set at once, for the message-parity tests. The portal itself never imports
 * this file: it loads only the rider's language, on demand (lazy-messages.ts).
 */
export const resources = {
  en: { common: enCommon, auth: enAuth, account: enAccount },
  it: { common: itCommon, auth: itAuth, account: itAccount },
  fr: { common: frCommon, auth: frAuth, account: frAccount },
  de: { common: deCommon, auth: deAuth, account: deAccount },
} as const;

export { DEFAULT_LANGUAGE, NAMESPACES, SHIPPED_LANGUAGES } from './languages';
