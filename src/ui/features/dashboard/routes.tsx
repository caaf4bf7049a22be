import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';
import { prefetchedOnSignIn } from '../../shared/routing/signed-in-prefetch';

// Where every login lands: downloaded while the login is in flight.
const loadDashboard = prefetchedOnSignIn(() => import('./dashboard-screen'));
const DashboardScreen = lazy(() => loadDashboard().then((m) => ({ default: m.DashboardScreen })));

/** The signed-in rider's home (spec 2.7). */
export const dashboardRoutes: readonly FeatureRoute[] = [
  { page: 'dashboard', access: 'protected', element: <DashboardScreen /> },
];
