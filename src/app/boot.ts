// The portal's entry: a few hundred bytes that start what the portal needs next — the runtime
// configuration, the interface language's messages and the main chunk — at once instead of one
// after the other, and paint the static shell's header band in the operator's colour.
import { SESSION_LANGUAGE_KEY } from '../core/session/stored-session';
import { detectLanguage } from '../core/shared/language';
import { brandColours } from '../ui/shell/theme/brand-colours';
import { selectOperator } from './config/select-operator';
import { runtimeConfigOnce } from './early-start';
import { DEFAULT_LANGUAGE, SHIPPED_LANGUAGES } from './i18n/languages';
import { preloadMessages } from './i18n/lazy-messages';

/** The language ResolveStartLanguage will almost surely pick: the stored choice, else the browser's. */
function likelyLanguage(): string {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(SESSION_LANGUAGE_KEY);
  } catch {
    stored = null;
  }
  const shipped: readonly string[] = SHIPPED_LANGUAGES;
  return stored && shipped.includes(stored)
    ? stored
    : detectLanguage(navigator.language, SHIPPED_LANGUAGES, DEFAULT_LANGUAGE);
}

/** This tab's operator, read without remembering anything: main.tsx makes the choice. */
function paintShell(config: Awaited<ReturnType<typeof runtimeConfigOnce>>): void {
  let tabStorage: Pick<globalThis.Storage, 'getItem' | 'setItem'> | null = null;
  try {
    const session = window.sessionStorage;
    tabStorage = { getItem: (key) => session.getItem(key), setItem: () => undefined };
  } catch {
    tabStorage = null;
  }
  const operator = selectOperator(config, { search: window.location.search, tabStorage });
  document.documentElement.style.setProperty('--tapway-brand', brandColours(operator).brand);
}

preloadMessages(likelyLanguage());
// A failure is main.tsx's to report (it awaits the same promise).
runtimeConfigOnce().then(paintShell, () => undefined);
// The main chunk is already downloading (index.html preloads it); running it one frame later
// lets the static shell paint first.
requestAnimationFrame(() => setTimeout(() => void import('./main'), 0));
