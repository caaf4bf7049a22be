import deAccount from './locales/de/account.json';
import deAuth from './locales/de/auth.json';
import deCards from './locales/de/cards.json';
import deCommon from './locales/de/common.json';
import enAccount from './locales/en/account.json';
import enAuth from './locales/en/auth.json';
import enCards from './locales/en/cards.json';
import enCommon from './locales/en/common.json';
import frAccount from './locales/fr/account.json';
import frAuth from './locales/fr/auth.json';
import frCards from './locales/fr/cards.json';
import frCommon from './locales/fr/common.json';
import itAccount from './locales/it/account.json';
import itAuth from './locales/it/auth.json';
import itCards from './locales/it/cards.json';
import itCommon from './locales/it/common.json';

/**
 * Every message set at once, for the message-parity tests. The portal itself never imports
 * this file: it loads only the rider's language, on demand (lazy-messages.ts).
 */
export const resources = {
  en: { common: enCommon, auth: enAuth, account: enAccount, cards: enCards },
  it: { common: itCommon, auth: itAuth, account: itAccount, cards: itCards },
  fr: { common: frCommon, auth: frAuth, account: frAccount, cards: frCards },
  de: { common: deCommon, auth: deAuth, account: deAccount, cards: deCards },
} as const;

export { DEFAULT_LANGUAGE, NAMESPACES, SHIPPED_LANGUAGES } from './languages';
