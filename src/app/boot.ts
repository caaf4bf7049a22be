// The portal's entry: a few hundred bytes that start what the portal needs next — the runtime
// configuration, the interface language's messages and the main chunk — at once instead of one
// after the other, and paint the static shell's header band in the operator's colour and, on the
// login page, the page's own words (static-login.ts).
import { SESSION_ACCOUNT_KEY, SESSION_LANGUAGE_KEY } from '../core/session/stored-session';
import type { Operator } from '../core/shared/operator';
import { detectLanguage } from '../core/shared/language';
import { wallClockIn } from '../core/shared/wall-clock';
import { brandColours } from '../ui/shell/theme/brand-colours';
import { darkenUntilReadable } from '../ui/shell/theme/contrast';
import { PATHS } from '../ui/shared/paths';
import { identitySettingsFor } from './config/identity-config';
import type { RuntimeConfig } from './config/runtime-config';
import { selectOperator } from './config/select-operator';
import { runtimeConfigOnce } from './early-start';
import { DEFAULT_LANGUAGE, SHIPPED_LANGUAGES, SIGNED_IN_NAMESPACES } from './i18n/languages';
import { loadMessages, preloadMessages } from './i18n/lazy-messages';
import { paintStaticLogin } from './static-login';

/** localStorage, or nothing where the browser refuses it. */
function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The language ResolveStartLanguage will almost surely pick: the stored choice, else the browser's. */
function likelyLanguage(): string {
  const choice = stored(SESSION_LANGUAGE_KEY);
  const shipped: readonly string[] = SHIPPED_LANGUAGES;
  return choice && shipped.includes(choice)
    ? choice
    : detectLanguage(navigator.language, SHIPPED_LANGUAGES, DEFAULT_LANGUAGE);
}

/** This tab's operator, read without remembering anything: main.tsx makes the choice. */
function paintShell(config: RuntimeConfig): Operator {
  let tabStorage: Pick<globalThis.Storage, 'getItem' | 'setItem'> | null = null;
  try {
    const session = window.sessionStorage;
    tabStorage = { getItem: (key) => session.getItem(key), setItem: () => undefined };
  } catch {
    tabStorage = null;
  }
  const operator = selectOperator(config, { search: window.location.search, tabStorage });
  const { brand, onBrand } = brandColours(operator);
  const style = document.documentElement.style;
  style.setProperty('--tapway-brand', brand);
  style.setProperty('--tapway-on-brand', onBrand);
  // The theme's brand-coloured text on white (create-operator-system.ts).
  style.setProperty('--tapway-brand-text', darkenUntilReadable(brand, '#ffffff'));
  return operator;
}

/** A rider still signed in on this browser: the portal will open a signed-in page. */
const signedInHere = stored(SESSION_ACCOUNT_KEY) !== null;

/** Whether this visit opens on the login page: the root path, and no rider signed in here. */
function loginFirst(): boolean {
  return window.location.pathname === PATHS.login && !signedInHere;
}

/** The login buttons' labels of the providers the operator offers, in the login screen's order. */
const PROVIDER_LABELS = { google: 'google', facebook: 'facebook', azure: 'microsoft' } as const;

/**
 * The login page's words in the shell, for a visitor who will see the standard login form: not on
 * another page, not for a rider still signed in (the portal opens the dashboard), not for an
 * enterprise-only operator. Without its messages the skeleton stays.
 */
async function paintLogin(config: RuntimeConfig, operator: Operator, language: string): Promise<void> {
  const card = document.querySelector<HTMLElement>('#root .static-shell__card');
  if (!card || !loginFirst() || operator.variant !== 'standard') return;
  const messages = await loadMessages(language, 'sign-in');
  const login = messages?.login as Record<string, string> | undefined;
  const labels = messages?.providers as Record<string, string> | undefined;
  const tagline = (operator.texts[language] ?? operator.texts[DEFAULT_LANGUAGE])?.tagline;
  if (!login || !labels || tagline === undefined) return;
  const identity = identitySettingsFor(config.identity, operator.key, () => undefined);
  const providers = (Object.keys(PROVIDER_LABELS) as (keyof typeof PROVIDER_LABELS)[])
    .filter((name) => identity[name] !== undefined)
    .map((name) => labels[PROVIDER_LABELS[name]] ?? name);
  paintStaticLogin(card, {
    title: login.title ?? '',
    tagline,
    email: login.email ?? '',
    emailPlaceholder: login.emailPlaceholder ?? '',
    password: login.password ?? '',
    submit: login.submit ?? '',
    loginWith: login.loginWith ?? '',
    providers,
    forgotPassword: login.forgotPassword ?? '',
    resendConfirmation: login.resendConfirmation ?? '',
    noAccount: login.noAccount ?? '',
    signUp: login.signUp ?? '',
  });
}

/**
 * For a rider still signed in here, the operator's time zone formatter the dashboard's reads and caps use, built in a
 * task of its own while the main chunk downloads: its first build loads the zone's data (12–20 ms here, four times that
 * on a phone), which would otherwise be the reads' and the first render's (the cache is the core's own).
 */
function warmZone(operator: Operator): void {
  const zone = operator.timeZone;
  if (zone && signedInHere) setTimeout(() => wallClockIn(new Date(), zone), 0);
}

const language = likelyLanguage();
preloadMessages(language);
// A rider still signed in here: the signed-in pages' messages too (the dashboard suspends on them), not after the main
// chunk has run.
if (signedInHere) preloadMessages(language, SIGNED_IN_NAMESPACES);
// A failure is main.tsx's to report (it awaits the same promise).
const shell = runtimeConfigOnce()
  .then(
    (config) => {
      const operator = paintShell(config);
      warmZone(operator);
      return paintLogin(config, operator, language);
    },
    () => undefined,
  )
  .catch(() => undefined);
/** Runs the main chunk one frame later, so that what the shell has just been given is painted first. */
const startPortal = () => requestAnimationFrame(() => setTimeout(() => void import('./main'), 0));
// A visitor on the login page reads its words first, then the main chunk comes (it takes the
// bandwidth of a slow phone network for a second or more); everyone else gets it at once.
if (loginFirst()) void shell.then(startPortal);
else startPortal();
// A rider still signed in here opens a signed-in page: its frame, use cases and the dashboard are one file
// (docs/adr/0016-route-group-chunks.md), downloaded beside the main chunk rather than after it has run. A failure is
// the page's to report (it imports the same file).
if (signedInHere) void import('../ui/features/dashboard/dashboard-screen').catch(() => undefined);
