import type { FeatureRoute } from '../../shared/routing/feature-route';
import { lazyOnSignIn } from '../../shared/routing/signed-in-prefetch';

// Where every login lands: downloaded while the login is in flight.
const DashboardScreen = lazyOnSignIn(
  () => import('./dashboard-screen'),
  (m) => m.DashboardScreen,
);

/** The signed-in rider's home (docs/behaviour/screens.md#dashboard). */
export const dashboardRoutes: readonly FeatureRoute[] = [
  {
    page: 'dashboard',
    access: 'protected',
    element: <DashboardScreen />,
    // With the screen's chunk (downloaded from the login, or at boot for a returning rider): a chunk of their own would
    // split the first visit's shared chunks once more (docs/benchmarks.md).
    reads: () => import('./dashboard-screen').then((m) => m.dashboardReads),
  },
];
