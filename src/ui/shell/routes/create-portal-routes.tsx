import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteAccess } from '../../../core/session/route-access';
import { PATHS } from '../../shared/paths';
import type { FeatureRoute } from '../../shared/routing/feature-route';
import { preloadOf } from '../../shared/routing/lazy-screen';
import type { StartPageReads } from '../../shared/routing/route-reads';
import { AdaptiveLayout } from '../layouts/adaptive-layout';
import { LazySignedInLayout } from '../layouts/lazy-signed-in-layout';
import { PublicLayout } from '../layouts/public-layout';
import { FEATURE_ROUTES } from './feature-routes';
import type { PageHandle } from './page-handle';
import { PasswordAccountsOnly } from './password-accounts-only';
import { PortalShell } from './portal-shell';
import { RouteGuard } from './route-guard';

const NotFoundScreen = lazy(() => import('../not-found-screen').then((m) => ({ default: m.NotFoundScreen })));

/** Nothing shown in place of a page while its loader starts its reads (it returns at once). */
const NoFallback = () => null;

/**
 * A page's route; a page with reads gets a loader that starts them and returns at once (the page does not wait for
 * them: its views show each read's state).
 */
const routeOf = (route: FeatureRoute, startReads: StartPageReads | undefined): RouteObject => {
  const reads = route.reads;
  // A public page's screen, loaded before the portal's first render when a visit opens on it (main.tsx); the signed-in
  // pages' come with the login or, for a returning rider, from boot.ts.
  const preload = route.access === 'protected' ? undefined : preloadOf(route.element.type);
  return {
    path: PATHS[route.page],
    element: route.passwordAccounts ? <PasswordAccountsOnly>{route.element}</PasswordAccountsOnly> : route.element,
    handle: {
      page: route.page,
      ...(preload ? { preload } : {}),
      ...(preload && route.namespace ? { namespace: route.namespace } : {}),
    } satisfies PageHandle,
    ...(reads && startReads
      ? {
          loader: () => {
            startReads(reads);
            return null;
          },
          HydrateFallback: NoFallback,
        }
      : {}),
  };
};

/**
 * The features' routes (docs/behaviour/screens.md#route-table), each group behind its guard and inside its layout;
 * `startReads` starts a page's reads when its route is chosen.
 */
export function createPortalRoutes(
  routes: readonly FeatureRoute[] = FEATURE_ROUTES,
  startReads?: StartPageReads,
): RouteObject[] {
  const routesOf = (access: RouteAccess): RouteObject[] =>
    routes.filter((route) => route.access === access).map((route) => routeOf(route, startReads));
  return [
    {
      element: <PortalShell />,
      children: [
        {
          element: <RouteGuard access="public" />,
          children: [{ element: <PublicLayout />, children: routesOf('public') }],
        },
        {
          element: <RouteGuard access="protected" />,
          children: [{ element: <LazySignedInLayout />, children: routesOf('protected') }],
        },
        {
          element: <AdaptiveLayout />,
          children: [...routesOf('any'), { path: '*', element: <NotFoundScreen /> }],
        },
      ],
    },
  ];
}
