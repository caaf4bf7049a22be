import type { FeatureRoute } from '../../shared/routing/feature-route';
import { lazyScreen } from '../../shared/routing/lazy-screen';

const PrivacyScreen = lazyScreen(
  () => import('./privacy-screen'),
  (m) => m.PrivacyScreen,
);

/** The operator's privacy notice, for visitors and riders alike (docs/behaviour/screens.md#route-table). */
export const privacyRoutes: readonly FeatureRoute[] = [{ page: 'privacy', access: 'any', element: <PrivacyScreen /> }];
