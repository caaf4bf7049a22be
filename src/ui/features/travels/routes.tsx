import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

const TicketsScreen = lazy(() => import('./tickets-screen').then((m) => ({ default: m.TicketsScreen })));
const PaymentsScreen = lazy(() => import('./payments-screen').then((m) => ({ default: m.PaymentsScreen })));

/** Trips and payments (docs/behaviour/screens.md#trips). */
export const travelsRoutes: readonly FeatureRoute[] = [
  { page: 'tickets', access: 'protected', element: <TicketsScreen /> },
  { page: 'payments', access: 'protected', element: <PaymentsScreen /> },
];
