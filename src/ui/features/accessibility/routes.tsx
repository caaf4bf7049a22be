import type { FeatureRoute } from '../../shared/routing/feature-route';
import { lazyScreen } from '../../shared/routing/lazy-screen';

const AccessibilityScreen = lazyScreen(
  () => import('./accessibility-screen'),
  (m) => m.AccessibilityScreen,
);

/** The accessibility statement, for visitors and riders alike, linked from every page's footer. */
export const accessibilityRoutes: readonly FeatureRoute[] = [
  { page: 'accessibility', access: 'any', namespace: 'accessibility', element: <AccessibilityScreen /> },
];
