import type { RouteObject } from 'react-router';
import type { RouteAccess } from '../../../core/session/route-access';
import { AdaptiveLayout } from '../layouts/adaptive-layout';
import { PublicLayout } from '../layouts/public-layout';
import { LazySignedInLayout } from '../layouts/lazy-signed-in-layout';
import { PortalShell } from './portal-shell';
import { PATHS } from '../../shared/paths';
import { RouteGuard } from './route-guard';
import { ROUTE_TABLE } from './route-table';
import { NotFoundScreen, screenFor } from './screens';

const routesOf = (access: RouteAccess): RouteObject[] =>
  ROUTE_TABLE.filter((route) => route.access === access).map((route) => ({
    path: PATHS[route.page],
    element: screenFor(route.page),
  }));

/** The whole route table (spec 2.2), each group behind its guard and inside its layout. */
export function createPortalRoutes(): RouteObject[] {
  return [
    {
      element: <PortalShell />,
      children: [
        { element: <RouteGuard access="public" />, children: [{ element: <PublicLayout />, children: routesOf('public') }] },
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
