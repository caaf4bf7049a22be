import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

const DashboardScreen = lazy(() => import('./dashboard-screen').then((m) => ({ default: m.DashboardScreen })));

/** The signed-in rider's home (spec 2.7). */
export const dashboardRoutes: readonly FeatureRoute[] = [
  { page: 'dashboard', access: 'protected', element: <DashboardScreen /> },
];
