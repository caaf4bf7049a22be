import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

const CasesScreen = lazy(() => import('./cases-screen').then((m) => ({ default: m.CasesScreen })));

/** Claims and reports (docs/behaviour/screens.md#claims-and-reports). */
export const claimsRoutes: readonly FeatureRoute[] = [
  { page: 'claims', access: 'protected', element: <CasesScreen /> },
];
