import { accessibilityRoutes } from '../../features/accessibility/routes';
import { accountRoutes } from '../../features/account/routes';
import { alertsSlots } from '../../features/alerts/slots';
import { cardCheckRoutes } from '../../features/card-check/routes';
import { cardsRoutes } from '../../features/cards/routes';
import { cardStatusSlots } from '../../features/card-status/slots';
import { claimsRoutes } from '../../features/claims/routes';
import { claimsSlots } from '../../features/claims/slots';
import { concessionsRoutes } from '../../features/concessions/routes';
import { concessionsSlots } from '../../features/concessions/slots';
import { dashboardRoutes } from '../../features/dashboard/routes';
import { fareCapsSlots } from '../../features/fare-caps/slots';
import { emailFlowRoutes } from '../../features/email-flows/routes';
import { privacyRoutes } from '../../features/privacy/routes';
import { recordsSlots } from '../../features/records/slots';
import { signInRoutes } from '../../features/sign-in/routes';
import { signUpRoutes } from '../../features/sign-up/routes';
import { settlementSlots } from '../../features/settlement/slots';
import { travelsRoutes } from '../../features/travels/routes';
import type { FeatureRoute } from '../../shared/routing/feature-route';
import type { FeatureSlots } from '../../shared/routing/feature-slots';

/** Every page of the portal (docs/behaviour/screens.md#route-table), as each feature declares it in its routes.tsx. */
export const FEATURE_ROUTES: readonly FeatureRoute[] = [
  ...signInRoutes,
  ...signUpRoutes,
  ...emailFlowRoutes,
  ...privacyRoutes,
  ...accessibilityRoutes,
  ...dashboardRoutes,
  ...cardsRoutes,
  ...travelsRoutes,
  ...accountRoutes,
  ...claimsRoutes,
  ...concessionsRoutes,
  ...cardCheckRoutes,
];

/** What features show on other features' pages, as the owning feature declares it (routing/feature-slots.tsx). */
export const FEATURE_SLOTS: FeatureSlots = {
  ...settlementSlots,
  ...fareCapsSlots,
  ...claimsSlots,
  ...cardStatusSlots,
  ...alertsSlots,
  ...recordsSlots,
  ...concessionsSlots,
};
