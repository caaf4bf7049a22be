import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

const AccessibilityScreen = lazy(() =>
  import('./accessibility-screen').then((m) => ({ default: m.AccessibilityScreen })),
);

/** The accessibility statement, for visitors and riders alike, linked from every page's footer. */
export const accessibilityRoutes: readonly FeatureRoute[] = [
  { page: 'accessibility', access: 'any', element: <AccessibilityScreen /> },
];
