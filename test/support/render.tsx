import type { FareCaps } from '../../src/core/travels/fare-rules';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, type DataRouter } from 'react-router-dom';
import type { InMemoryCardNetwork } from '../../src/adapters/in-memory/cards/in-memory-card-network';
import type { InMemoryCaseBook } from '../../src/adapters/in-memory/claims/in-memory-case-book';
import type { InMemoryDenyList } from '../../src/adapters/in-memory/card-status/in-memory-card-status';
import type { ClaimRules } from '../../src/core/claims/claim-rules';
import type { InMemoryOperator } from '../../src/adapters/in-memory/account/in-memory-operator';
import type { FixedClock } from '../../src/adapters/in-memory/shared/fixed-clock';
import type { InMemoryStorage } from '../../src/adapters/in-memory/shared/in-memory-storage';
import type { InMemorySavedReads } from '../../src/adapters/in-memory/shared/in-memory-saved-reads';
import type { InMemoryTravelLedger } from '../../src/adapters/in-memory/travels/in-memory-travel-ledger';
import type { InMemorySettlements } from '../../src/adapters/in-memory/settlement/in-memory-settlements';
import { DEFAULT_LANGUAGE, SHIPPED_LANGUAGES } from '../../src/app/i18n/languages';
import { setupI18n } from '../../src/app/i18n/setup-i18n';
import type { Account } from '../../src/core/session/account';
import { OPERATOR_EXTENSIONS, type Operator } from '../../src/core/shared/operator';
import type { IdentityProviders } from '../../src/core/session/identity-provider';
import { StoredSession } from '../../src/core/session/stored-session';
import { RestoreSession } from '../../src/core/session/restore-session';
import { PortalRoot } from '../../src/ui/shell/portal-root';
import { createPortalRoutes } from '../../src/ui/shell/routes/create-portal-routes';
import { createTestContainer, type Fakes } from './test-container';
import type { RecordingProofProvider } from '../../src/adapters/in-memory/concessions/recording-proof-provider';
import type { InMemoryCardChecks } from '../../src/adapters/in-memory/card-check/in-memory-card-checks';
import { OPERATOR_IDENTITIES } from '../../src/adapters/in-memory/shared/operator-identities';

const texts = (language: string) => ({
  title: `Metro · ${language} portal`,
  description: `Metro in ${language}`,
  welcomeTitle: `Welcome to Metro (${language})`,
  welcomeSubtitle: `Tap your card (${language})`,
  copyright: '© Metro Trasporti Urbani S.p.A.',
  tagline: `Travel with a tap (${language})`,
});

/** The operator the UI tests run as (variant and fields overridable). */
export function aTestOperator(change: Partial<Operator> = {}): Operator {
  return {
    key: 'metro',
    name: 'Metro',
    siteUrl: 'https://metro.example/',
    logoUrl: '/operators/metro/logo.svg',
    logoWhiteUrl: '/operators/metro/logo-white.svg',
    faviconUrl: '/metro.ico',
    privacyPdfUrl: '/operators/metro/privacy.pdf',
    variant: 'standard',
    sentEmailIfExists: true,
    minimumAge: 14,
    extensions: [...OPERATOR_EXTENSIONS],
    colors: { brand: '#0b5cad', brandContrast: '#ffffff', accent: '#f2a900' },
    legalIdentity: OPERATOR_IDENTITIES.metro,
    texts: Object.fromEntries(['en', 'it', 'fr', 'de'].map((language) => [language, texts(language)])),
    ...change,
  };
}

export interface RenderPortalOptions {
  readonly path?: string;
  /** A rider already signed in (stored as session_account, restored like at start-up). */
  readonly account?: Account;
  readonly gateway?: InMemoryOperator;
  readonly storage?: InMemoryStorage;
  /** What riders read before on this device (offline reading); a fresh device by default. */
  readonly savedReads?: InMemorySavedReads;
  /** The operator's cards: tapped ones and those linked to accounts. */
  readonly cards?: InMemoryCardNetwork;
  /** The operator's trips and payments. */
  readonly travels?: InMemoryTravelLedger;
  /** The operator's failed summaries and settlement records (on `travels`). */
  readonly settlements?: InMemorySettlements;
  /** The clock the portal reads today from. */
  readonly clock?: FixedClock;
  /** The operator's fare and caps (fareCaps); none by default. */
  readonly fareCaps?: FareCaps;
  /** The operator's claim rules (claims); none by default (no cases either). */
  readonly claimRules?: ClaimRules;
  /** The operator's cases, when a test decides them; made from the claim rules otherwise. */
  readonly caseBook?: InMemoryCaseBook;
  /** The operator's deny list (cardStatus); none by default (no card states). */
  readonly denyList?: InMemoryDenyList;
  /** The operator's concessions (concessions), made on the portal's session; none offered by default. */
  readonly concessions?: Fakes['concessions'];
  /** The proof providers' pages the rider was sent to. */
  readonly proofProvider?: RecordingProofProvider;
  /** Cards checked without an account (cardCheck); not offered by default. */
  readonly cardChecks?: InMemoryCardChecks;
  readonly operator?: Operator;
  readonly language?: string;
  /** The operator's identity providers (fakes); none by default. */
  readonly providers?: IdentityProviders;
  /** Renders under React's StrictMode, as the app does (effects run twice). */
  readonly strict?: boolean;
  /** Builds the router before the render and hands it to the portal, as main.tsx does. */
  readonly routerFirst?: boolean;
}

const CLICKABLE = ['button', 'link', 'menuitem'] as const;

/** Renders the whole portal at `path` on in-memory adapters, with user-like helpers. */
export async function renderPortal(options: RenderPortalOptions = {}) {
  const { container, gateway, storage, savedReads, cards, paymentProvider, travels, settlements } = createTestContainer(
    {
      gateway: options.gateway,
      savedReads: options.savedReads,
      travels: options.travels,
      settlements: options.settlements,
      clock: options.clock,
      storage: options.storage,
      providers: options.providers,
      cards: options.cards,
      ...(options.fareCaps ? { fareCaps: options.fareCaps } : {}),
      ...(options.claimRules ? { claimRules: options.claimRules } : {}),
      ...(options.caseBook ? { caseBook: options.caseBook } : {}),
      ...(options.denyList ? { denyList: options.denyList } : {}),
      ...(options.concessions ? { concessions: options.concessions } : {}),
      ...(options.proofProvider ? { proofProvider: options.proofProvider } : {}),
      ...(options.cardChecks ? { cardChecks: options.cardChecks } : {}),
    },
  );
  if (options.account) container.get(StoredSession).saveAccount(options.account);
  const restored = container.get(RestoreSession).execute();
  const operator = options.operator ?? aTestOperator();
  const i18n = await setupI18n(options.language ?? 'en', operator);
  // No pointer-events check before each click: it reads the computed style of every ancestor, which in jsdom matches
  // each element against all of Chakra's style rules — the largest cost of the UI tests (docs/testing.md#speed-and-holding-under-load).
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  let router: DataRouter | undefined = options.routerFirst
    ? createMemoryRouter(createPortalRoutes(), { initialEntries: [options.path ?? '/'] })
    : undefined;
  const portal = (
    <PortalRoot
      resolver={container}
      operator={operator}
      i18n={i18n}
      shippedLanguages={SHIPPED_LANGUAGES}
      fallbackLanguage={DEFAULT_LANGUAGE}
      initialAccount={restored.kind === 'signed-in' ? restored.account : null}
      router={router}
      createRouter={(routes) => {
        const made = createMemoryRouter(routes, { initialEntries: [options.path ?? '/'] });
        // StrictMode calls the state initialiser twice and keeps the first router.
        router ??= made;
        return made;
      }}
    />
  );
  render(options.strict ? <StrictMode>{portal}</StrictMode> : portal);
  /** Clears the field labelled `label` (which focuses it), then enters `value` unless it is empty. */
  const enter = async (
    label: string | RegExp,
    value: string,
    how: (field: HTMLElement, text: string) => Promise<void>,
  ) => {
    const field = await screen.findByLabelText(label);
    await user.clear(field);
    if (value) await how(field, value);
  };
  const ui = {
    /** Types into the field labelled `label` (clearing it first). */
    fillIn: (label: string | RegExp, value: string) => enter(label, value, (field, text) => user.type(field, text)),
    /** Puts `value` in the field labelled `label` as a paste (faster than typing a long form in jsdom). */
    paste: (label: string | RegExp, value: string) => enter(label, value, (_, text) => user.paste(text)),
    /** Clicks the button, link or menu item named `name`. */
    async click(name: string | RegExp) {
      const target = await waitFor(() => {
        const found = CLICKABLE.flatMap((role) => screen.queryAllByRole(role, { name }));
        if (!found[0]) throw new Error(`Nothing to click named ${String(name)}`);
        return found[0];
      });
      await user.click(target);
    },
    async selectLanguage(languageName: string) {
      await user.selectOptions(await screen.findByLabelText(i18n.t('common:language.label')), languageName);
    },
    path: () => router?.state.location.pathname,
  };
  return {
    ...screen,
    within,
    user,
    ui,
    gateway,
    storage,
    savedReads,
    cards,
    paymentProvider,
    travels,
    settlements,
    container,
    i18n,
    router: () => router,
  };
}
