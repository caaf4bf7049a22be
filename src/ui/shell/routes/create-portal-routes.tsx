import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteAccess } from '../../../core/session/route-access';
import { PATHS } from '../../shared/paths';
import type { FeatureRoute } from '../../shared/routing/feature-route';
import { AdaptiveLayout } from '../layouts/adaptive-layout';
import { LazySignedInLayout } from '../layouts/lazy-signed-in-layout';
import { PublicLayout } from '../layouts/public-layout';
import { FEATURE_ROUTES } from './feature-routes';
import type { PageHandle } from './page-handle';
import { PasswordAccountsOnly } from './password-accounts-only';
import { PortalShell } from './portal-shell';
import { RouteGuard } from './route-guard';

const NotFoundScreen = lazy(() => import('../not-found-screen').then((m) => ({ default: m.NotFoundScreen })));

const routesOf = (routes: readonly FeatureRoute[], access: RouteAccess): RouteObject[] =>
  routes
    .filter((route) => route.access === access)
    .map((route) => ({
      path: PATHS[route.page],
      element: route.passwordAccounts ? <PasswordAccountsOnly>{route.element}</PasswordAccountsOnly> : route.element,
      handle: { page: route.page } satisfies PageHandle,
    }));

/** The features' routes (docs/behaviour/screens.md#route-table), each group behind its guard and inside its layout. */
export function createPortalRoutes(routes: readonly FeatureRoute[] = FEATURE_ROUTES): RouteObject[] {
  return [
    {
      element: <PortalShell />,
      children: [
        {
          element: <RouteGuard access="public" />,
          children: [{ element: <PublicLayout />, children: routesOf(routes, 'public') }],
        },
        {
          element: <RouteGuard access="protected" />,
          children: [{ element: <LazySignedInLayout />, children: routesOf(routes, 'protected') }],
        },
        {
          element: <AdaptiveLayout />,
          children: [...routesOf(routes, 'any'), { path: '*', element: <NotFoundScreen /> }],
        },
      ],
    },
  ];
}
