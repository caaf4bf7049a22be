import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

const PrivacyScreen = lazy(() => import('./privacy-screen').then((m) => ({ default: m.PrivacyScreen })));

/** The operator's privacy notice, for visitors and riders alike (docs/behaviour/screens.md#route-table). */
export const privacyRoutes: readonly FeatureRoute[] = [{ page: 'privacy', access: 'any', element: <PrivacyScreen /> }];
