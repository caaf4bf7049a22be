/** The languages the portal ships message sets for, and the default (docs/behaviour/rules.md#languages). */
export const SHIPPED_LANGUAGES = ['en', 'it', 'fr', 'de'] as const;
export const DEFAULT_LANGUAGE = 'it';
/**
 * The message sets preloaded with the language: `common` (ui/shared, ui/shell and what several
 * features share) and the login page's own. The other features' namespaces, one per feature folder,
 * come with their screens (which suspend on them) or with the signed-in pages.
 */
export const NAMESPACES = ['common', 'sign-in'] as const;
/**
 * The signed-in pages' message sets loaded with those pages (beforeSignedInPages), so the dashboard
 * renders whole right after a login: a screen suspending on them would show its fallback meanwhile
 * (no heading). travels and account come with their own screens, which are not the first one.
 */
export const SIGNED_IN_NAMESPACES = ['dashboard', 'settlement', 'cards', 'fare-caps', 'claims', 'card-status'] as const;
