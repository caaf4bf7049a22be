/** The languages the portal ships message sets for, and the default (spec 1, decisions). */
export const SHIPPED_LANGUAGES = ['en', 'it', 'fr', 'de'] as const;
export const DEFAULT_LANGUAGE = 'it';
/** The message sets every page needs (preloaded with the language). */
export const NAMESPACES = ['common', 'auth', 'account'] as const;
/** The signed-in pages' message sets, loaded with those pages (beforeSignedInPages); travels and profile come with their screens. */
export const SIGNED_IN_NAMESPACES = ['cards'] as const;
