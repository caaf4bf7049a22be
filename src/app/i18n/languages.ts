/** The languages the portal ships message sets for, and the default (spec 1, decisions). */
export const SHIPPED_LANGUAGES = ['en', 'it', 'fr', 'de'] as const;
export const DEFAULT_LANGUAGE = 'it';
/**
 * The message sets every page needs (preloaded with the language). The signed-in pages' own
 * (cards, travels, profile) come with their screens, which suspend on them (useSuspense).
 */
export const NAMESPACES = ['common', 'auth', 'account'] as const;
