import { lazy } from 'react';
import type { FeatureSlots } from '../../shared/routing/feature-slots';

const AlertPreferencesSection = lazy(() =>
  import('./alert-preferences-section').then((m) => ({ default: m.AlertPreferencesSection })),
);

/**
 * Alerts by e-mail (docs/contracts.md#alerts-alerts-by-e-mail-and-their-preferences) have no page of their own: their
 * switches are a section of Account. A mail's unsubscribe link is the operator's page, not the portal's.
 */
export const alertsSlots: FeatureSlots = { accountAlerts: AlertPreferencesSection };
