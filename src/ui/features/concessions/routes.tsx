import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

const DiscountsScreen = lazy(() => import('./discounts-screen').then((m) => ({ default: m.DiscountsScreen })));
const ProofReturnScreen = lazy(() => import('./proof-return-screen').then((m) => ({ default: m.ProofReturnScreen })));

/** Discounts: reduced fares a rider proves once and carries on their cards (docs/behaviour/screens.md#discounts). */
export const concessionsRoutes: readonly FeatureRoute[] = [
  { page: 'discounts', access: 'protected', element: <DiscountsScreen /> },
  { page: 'discountsProof', access: 'protected', element: <ProofReturnScreen /> },
];
