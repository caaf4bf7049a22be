import { accountRoutes } from '../../features/account/routes';
import { cardsRoutes } from '../../features/cards/routes';
import { dashboardRoutes } from '../../features/dashboard/routes';
import { emailFlowRoutes } from '../../features/email-flows/routes';
import { privacyRoutes } from '../../features/privacy/routes';
import { signInRoutes } from '../../features/sign-in/routes';
import { signUpRoutes } from '../../features/sign-up/routes';
import { travelsRoutes } from '../../features/travels/routes';
import type { FeatureRoute } from '../../shared/routing/feature-route';

/** Every page of the portal (spec 2.2), as each feature declares it in its routes.tsx. */
export const FEATURE_ROUTES: readonly FeatureRoute[] = [
  ...signInRoutes,
  ...signUpRoutes,
  ...emailFlowRoutes,
  ...privacyRoutes,
  ...dashboardRoutes,
  ...cardsRoutes,
  ...travelsRoutes,
  ...accountRoutes,
];
