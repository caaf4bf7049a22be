import { createRoot } from 'react-dom/client';
import { startTransition, StrictMode } from 'react';
import { ResolveStartLanguage } from '../core/session/resolve-start-language';
import { RestoreSession } from '../core/session/restore-session';
import { StoredSession } from '../core/session/stored-session';
import { createBrowserRouter } from 'react-router-dom';
import { PortalRoot } from '../ui/shell/portal-root';
import { createPortalRoutes } from '../ui/shell/routes/create-portal-routes';
import { loadFirstScreen } from '../ui/shell/routes/first-screen';
import { beforeSignedInPages, prefetchSignedInPages } from '../ui/shared/routing/signed-in-prefetch';
import { pageReadsStarter } from '../ui/shared/routing/route-reads';
import { QueryClientSlot } from '../ui/shared/query/query-client-slot';
import { FEATURE_ROUTES } from '../ui/shell/routes/feature-routes';
import { StartupFailure } from '../ui/shell/startup-failure';
import { UpdateStore } from '../ui/shared/state/update-store';
import { whenIdle } from '../ui/shared/when-idle';
import { createOperatorSystem } from '../ui/shell/theme/create-operator-system';
import { writeGlobalStyles } from '../ui/shell/theme/global-styles';
import { portalThemeConfig } from '../ui/shell/theme/portal-theme-config';
import { applyOperatorHead } from './apply-operator-head';
import { selectOperator } from './config/select-operator';
import { adaptersModule } from './di/adapters-module';
import { createContainer } from './di/create-container';
import { runtimeConfigOnce } from './early-start';
import { DEFAULT_LANGUAGE, SHIPPED_LANGUAGES, SIGNED_IN_NAMESPACES } from './i18n/languages';
import { setupI18n } from './i18n/setup-i18n';
import { detectLanguage } from '../core/shared/language';

const safeSessionStorage = (): globalThis.Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/** Lets the browser paint and handle input between the start-up's long steps (fewer long tasks, less blocking time). */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(rootElement: HTMLElement): Promise<void> {
  // The main chunk has just been evaluated, one long task: what follows starts in tasks of its own.
  await yieldToBrowser();
  const root = createRoot(rootElement);
  let config;
  try {
    config = await runtimeConfigOnce();
  } catch (error) {
    console.error('Tapway could not read its runtime configuration', error);
    const language = detectLanguage(navigator.language, SHIPPED_LANGUAGES, DEFAULT_LANGUAGE);
    const i18n = await setupI18n(language, null);
    root.render(<StartupFailure i18n={i18n} />);
    return;
  }
  const operator = selectOperator(config, { search: window.location.search, tabStorage: safeSessionStorage() });
  const container = createContainer(adaptersModule(config, operator));
  const updates = new UpdateStore();
  let i18nReady!: (i18n: Awaited<ReturnType<typeof setupI18n>>) => void;
  const i18nSetUp = new Promise<Awaited<ReturnType<typeof setupI18n>>>((resolve) => (i18nReady = resolve));
  // The signed-in pages' use cases and adapters, in the container once: what their reads need (they start with it, not
  // after the pages' messages).
  let useCases: Promise<void> | undefined;
  const signedInUseCases = () =>
    (useCases ??= Promise.all([import('./di/signed-in-module'), import('./di/signed-in-adapters')]).then(
      ([{ signedInModule }, { signedInAdapters }]) =>
        void container.load(signedInModule, signedInAdapters(config, operator)),
      (error: unknown) => {
        useCases = undefined;
        throw error;
      },
    ));
  beforeSignedInPages(async () => {
    await Promise.all([signedInUseCases(), i18nSetUp.then((i18n) => i18n.loadNamespaces([...SIGNED_IN_NAMESPACES]))]);
    // The service worker serves the rider's pages offline: registered with them (a login sent, a returning rider),
    // after the page's load, so no part of a first visit to the login page (docs/adr/0012-offline-reading.md).
    if (import.meta.env.PROD)
      afterLoad(() => void import('./register-service-worker').then((m) => m.registerServiceWorker(updates)));
  });
  const restored = container.get(RestoreSession).execute();
  // A returning rider lands on the signed-in pages: their chunks download while the portal starts.
  if (restored.kind === 'signed-in') prefetchSignedInPages();
  // The router, made now: its loaders start the first page's reads (a returning rider's dashboard) with the session,
  // while the portal's code and messages load (docs/architecture.md#start-up).
  const queries = new QueryClientSlot();
  const session = container.get(StoredSession);
  const startReads = pageReadsStarter({
    resolver: container,
    operator,
    slot: queries,
    account: () => session.account(),
    useCasesReady: signedInUseCases,
  });
  await yieldToBrowser();
  const router = createBrowserRouter(createPortalRoutes(FEATURE_ROUTES, startReads));
  // The first page's screen, when it loads on demand, downloads while the portal starts: it renders whole at once.
  const firstScreen = loadFirstScreen(router.state.matches, (namespace) =>
    i18nSetUp.then((i18n) => i18n.loadNamespaces(namespace)),
  );
  const language = container.get(ResolveStartLanguage).execute({
    shipped: SHIPPED_LANGUAGES,
    fallback: DEFAULT_LANGUAGE,
    browserLanguage: navigator.language,
    account: restored.kind === 'signed-in' ? restored.account : null,
  });
  await yieldToBrowser();
  const i18n = await setupI18n(language, operator);
  i18nReady(i18n);
  applyOperatorHead(document, operator, language);
  i18n.on('languageChanged', (next) => applyOperatorHead(document, operator, next));
  // The theme's configuration, then the operator's theme (tens of milliseconds), each in a task of its own;
  // PortalRoot gets the theme from the cache.
  await yieldToBrowser();
  portalThemeConfig();
  await yieldToBrowser();
  const system = createOperatorSystem(operator);
  // Its global CSS (reset, base styles, token variables) in tasks of their own too, not in the first render's commit.
  await writeGlobalStyles(system, { speedy: import.meta.env.PROD, between: yieldToBrowser });
  await firstScreen;
  await yieldToBrowser();
  // A transition renders in slices that yield to the browser; the static shell shows meanwhile.
  startTransition(() =>
    root.render(
      <StrictMode>
        <PortalRoot
          resolver={container}
          operator={operator}
          i18n={i18n}
          shippedLanguages={SHIPPED_LANGUAGES}
          fallbackLanguage={DEFAULT_LANGUAGE}
          initialAccount={restored.kind === 'signed-in' ? restored.account : null}
          updates={updates}
          router={router}
          queries={queries}
        />
      </StrictMode>,
    ),
  );
}

/** Runs `work` once the page has loaded and the browser is idle. */
function afterLoad(work: () => void): void {
  const idle = () => void whenIdle().then(work);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

const rootElement = document.getElementById('root');
if (rootElement) void start(rootElement);
