import { lazy } from 'react';
import type { PageName } from '../../shared/paths';
import type { FeatureRoute } from '../../shared/routing/feature-route';

const UnavailableScreen = lazy(() => import('../unavailable-screen').then((m) => ({ default: m.UnavailableScreen })));

/** Pages whose feature has not landed yet: each says honestly that it is not available (no data). */
const NOT_YET_BUILT: readonly PageName[] = [
  'account',
  'editAccount',
  'accountChangesSucceeded',
  'changePassword',
  'deletionRequest',
  'deletionConfirm',
  'accountDeleted',
];

export const unavailableRoutes: readonly FeatureRoute[] = NOT_YET_BUILT.map((page) => ({
  page,
  access: 'protected',
  element: <UnavailableScreen page={page} />,
}));
