import deAuth from './locales/de/auth.json';
import deCommon from './locales/de/common.json';
import enAuth from './locales/en/auth.json';
import enCommon from './locales/en/common.json';
import frAuth from './locales/fr/auth.json';
import frCommon from './locales/fr/common.json';
import itAuth from './locales/it/auth.json';
import itCommon from './locales/it/common.json';

/** Every message the portal shows, per language and namespace. */
export const resources = {
  en: { common: enCommon, auth: enAuth },
  it: { common: itCommon, auth: itAuth },
  fr: { common: frCommon, auth: frAuth },
  de: { common: deCommon, auth: deAuth },
} as const;

export const SHIPPED_LANGUAGES = Object.keys(resources) as (keyof typeof resources)[];
export const DEFAULT_LANGUAGE = 'it';
export const NAMESPACES = ['common', 'auth'] as const;
