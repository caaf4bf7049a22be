import deAccount from './locales/de/account.json';
import deAuth from './locales/de/auth.json';
import deCards from './locales/de/cards.json';
import deCommon from './locales/de/common.json';
import deTravels from './locales/de/travels.json';
import deProfile from './locales/de/profile.json';
import enAccount from './locales/en/account.json';
import enAuth from './locales/en/auth.json';
import enCards from './locales/en/cards.json';
import enCommon from './locales/en/common.json';
import enTravels from './locales/en/travels.json';
import enProfile from './locales/en/profile.json';
import frAccount from './locales/fr/account.json';
import frAuth from './locales/fr/auth.json';
import frCards from './locales/fr/cards.json';
import frCommon from './locales/fr/common.json';
import frTravels from './locales/fr/travels.json';
import frProfile from './locales/fr/profile.json';
import itAccount from './locales/it/account.json';
import itAuth from './locales/it/auth.json';
import itCards from './locales/it/cards.json';
import itCommon from './locales/it/common.json';
import itTravels from './locales/it/travels.json';
import itProfile from './locales/it/profile.json';

/**
 * Every message set at once, for the message-parity tests. The portal itself never imports
 * this file: it loads only the rider's language, on demand (lazy-messages.ts).
 */
export const resources = {
  en: { common: enCommon, auth: enAuth, account: enAccount, cards: enCards, travels: enTravels, profile: enProfile },
  it: { common: itCommon, auth: itAuth, account: itAccount, cards: itCards, travels: itTravels, profile: itProfile },
  fr: { common: frCommon, auth: frAuth, account: frAccount, cards: frCards, travels: frTravels, profile: frProfile },
  de: { common: deCommon, auth: deAuth, account: deAccount, cards: deCards, travels: deTravels, profile: deProfile },
} as const;

export { DEFAULT_LANGUAGE, NAMESPACES, SHIPPED_LANGUAGES } from './languages';
