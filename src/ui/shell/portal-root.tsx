import { ChakraProvider } from '@chakra-ui/react';
import type { i18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider, type DataRouter, type RouteObject } from 'react-router-dom';
import type { Account } from '../../core/session/account';
import type { Operator } from '../../core/shared/operator';
import { PortalToaster } from '../shared/toaster';
import { ResolverProvider, type Resolver } from '../shared/di/resolver-context';
import { OperatorProvider } from '../shared/operator-context';
import { createPortalRoutes } from './routes/create-portal-routes';
import { QueryClientSlot, QueryClientSlotProvider } from '../shared/query/query-client-slot';
import { pageReadsStarter } from '../shared/routing/route-reads';
import { FEATURE_ROUTES } from './routes/feature-routes';
import { createUiState, UiStateProvider } from '../shared/state/ui-state';
import type { UpdateStore } from '../shared/state/update-store';
import { createOperatorSystem } from './theme/create-operator-system';
import { providedSystem } from './theme/global-styles';

/** Builds the router from the portal's routes: the browser's history, or memory in tests. */
export type RouterFactory = (routes: RouteObject[]) => DataRouter;

export interface PortalRootProps {
  readonly resolver: Resolver;
  readonly operator: Operator;
  readonly i18n: i18n;
  readonly shippedLanguages: readonly string[];
  readonly fallbackLanguage: string;
  readonly initialAccount: Account | null;
  readonly createRouter?: RouterFactory;
  /** The router, built before the render (main.tsx builds it in a task of its own); made with `createRouter` otherwise. */
  readonly router?: DataRouter;
  /**
   * The portal's query client's slot, when the composition root made it (the router's loaders, built before, fill it);
   * made here otherwise.
   */
  readonly queries?: QueryClientSlot;
  /** Where the service worker offers a new deployment (the update prompt); none in tests that do not play one. */
  readonly updates?: UpdateStore;
}

/** The whole portal: providers, the operator's theme, the view state and the routes. */
export function PortalRoot(props: PortalRootProps) {
  const { resolver, operator, i18n, initialAccount, createRouter = createBrowserRouter } = props;
  const [system] = useState(() => providedSystem(createOperatorSystem(operator)));
  const [state] = useState(() =>
    createUiState(initialAccount, { shipped: props.shippedLanguages, fallback: props.fallbackLanguage }, props.updates),
  );
  const [queries] = useState(() => props.queries ?? new QueryClientSlot());
  const [router] = useState(
    () =>
      props.router ??
      createRouter(
        createPortalRoutes(
          FEATURE_ROUTES,
          pageReadsStarter({ resolver, operator, slot: queries, account: () => state.session.account }),
        ),
      ),
  );
  return (
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={system}>
        <ResolverProvider resolver={resolver}>
          <OperatorProvider operator={operator}>
            <UiStateProvider state={state}>
              <QueryClientSlotProvider slot={queries}>
                <RouterProvider router={router} />
              </QueryClientSlotProvider>
              <PortalToaster />
            </UiStateProvider>
          </OperatorProvider>
        </ResolverProvider>
      </ChakraProvider>
    </I18nextProvider>
  );
}
