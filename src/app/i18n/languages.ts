/** The languages the portal ships message sets for, and the default (docs/behaviour/rules.md#languages). */
export const SHIPPED_LANGUAGES = ['en', 'it', 'fr', 'de'] as const;
export const DEFAULT_LANGUAGE = 'it';
/** The message sets every page needs (preloaded with the language). */
export const NAMESPACES = ['common', 'auth', 'account'] as const;
/**
 * The signed-in pages' message sets loaded with those pages (beforeSignedInPages), so the dashboard
 * renders whole right after a login: a screen suspending on them would show its fallback meanwhile
 * (no heading). travels and profile come with their own screens, which are not the first one.
 */
export const SIGNED_IN_NAMESPACES = ['cards'] as const;
