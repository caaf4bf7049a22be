import deAccount from '../../src/app/i18n/locales/de/account.json';
import deAuth from '../../src/app/i18n/locales/de/auth.json';
import deCards from '../../src/app/i18n/locales/de/cards.json';
import deCommon from '../../src/app/i18n/locales/de/common.json';
import deTravels from '../../src/app/i18n/locales/de/travels.json';
import deProfile from '../../src/app/i18n/locales/de/profile.json';
import enAccount from '../../src/app/i18n/locales/en/account.json';
import enAuth from '../../src/app/i18n/locales/en/auth.json';
import enCards from '../../src/app/i18n/locales/en/cards.json';
import enCommon from '../../src/app/i18n/locales/en/common.json';
import enTravels from '../../src/app/i18n/locales/en/travels.json';
import enProfile from '../../src/app/i18n/locales/en/profile.json';
import frAccount from '../../src/app/i18n/locales/fr/account.json';
import frAuth from '../../src/app/i18n/locales/fr/auth.json';
import frCards from '../../src/app/i18n/locales/fr/cards.json';
import frCommon from '../../src/app/i18n/locales/fr/common.json';
import frTravels from '../../src/app/i18n/locales/fr/travels.json';
import frProfile from '../../src/app/i18n/locales/fr/profile.json';
import itAccount from '../../src/app/i18n/locales/it/account.json';
import itAuth from '../../src/app/i18n/locales/it/auth.json';
import itCards from '../../src/app/i18n/locales/it/cards.json';
import itCommon from '../../src/app/i18n/locales/it/common.json';
import itTravels from '../../src/app/i18n/locales/it/travels.json';
import itProfile from '../../src/app/i18n/locales/it/profile.json';

/**
 * Every message set at once, for the message-parity tests (test-only: it lives in test/support). The portal never imports
 * this file: it loads only the rider's language, on demand (lazy-messages.ts).
 */
export const resources = {
  en: { common: enCommon, auth: enAuth, account: enAccount, cards: enCards, travels: enTravels, profile: enProfile },
  it: { common: itCommon, auth: itAuth, account: itAccount, cards: itCards, travels: itTravels, profile: itProfile },
  fr: { common: frCommon, auth: frAuth, account: frAccount, cards: frCards, travels: frTravels, profile: frProfile },
  de: { common: deCommon, auth: deAuth, account: deAccount, cards: deCards, travels: deTravels, profile: deProfile },
} as const;

export { DEFAULT_LANGUAGE, NAMESPACES, SHIPPED_LANGUAGES } from '../../src/app/i18n/languages';
