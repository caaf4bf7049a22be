/** The languages the portal ships message sets for, and the default (spec 1, decisions). */
export const SHIPPED_LANGUAGES = ['en', 'it', 'fr', 'de'] as const;
export const DEFAULT_LANGUAGE = 'it';
export const NAMESPACES = ['common', 'auth', 'account', 'cards'] as const;
