import type { BackendModule, ReadCallback } from 'i18next';
import { NAMESPACES } from './languages';

type MessageModule = { default: Record<string, unknown> };

/** One chunk per language and namespace: a first visit downloads only its own language. */
const loaders = import.meta.glob<MessageModule>('./locales/*/*.json');

/** An i18next backend reading the shipped message files through dynamic imports. */
export const lazyMessages: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaders[`./locales/${language}/${namespace}.json`];
    // Namespaces that come from elsewhere (the operator's texts) have no file: nothing to add.
    if (!load) return callback(null, {});
    load().then(
      (messages) => callback(null, messages.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * Starts downloading a language's message sets before i18next asks for them (boot.ts); the
 * backend's later `read` gets the same modules without a second request. By default the namespaces
 * every page loads (a feature's own, travels, comes with its screens); boot.ts adds the signed-in
 * pages' for a rider still signed in.
 */
export function preloadMessages(language: string, namespaces: readonly string[] = NAMESPACES): void {
  for (const namespace of namespaces) loaders[`./locales/${language}/${namespace}.json`]?.().catch(() => undefined);
}

/** One shipped message set (boot.ts paints the login page's words with it); null when there is none. */
export async function loadMessages(language: string, namespace: string): Promise<Record<string, unknown> | null> {
  const load = loaders[`./locales/${language}/${namespace}.json`];
  return load ? (await load()).default : null;
}
