import { lazy } from 'react';
import type { FeatureSlots } from '../../shared/routing/feature-slots';

const TripClaim = lazy(() => import('./trip-claim').then((m) => ({ default: m.TripClaim })));
const PaymentClaim = lazy(() => import('./payment-claim').then((m) => ({ default: m.PaymentClaim })));
const IncompleteJourneys = lazy(() => import('./incomplete-journeys').then((m) => ({ default: m.IncompleteJourneys })));
const OpenCases = lazy(() => import('./open-cases').then((m) => ({ default: m.OpenCases })));

/**
 * Claims and reports (docs/contracts.md#claims-incomplete-journeys-corrected-wrong-charges-reported) on other features' pages:
 * an incomplete journey flagged and corrected from the trip, a problem reported from a trip or a payment, a refund line
 * said as such, and the open cases on the dashboard.
 */
export const claimsSlots: FeatureSlots = {
  tripClaim: TripClaim,
  incompleteJourneys: IncompleteJourneys,
  paymentClaim: PaymentClaim,
  openCases: OpenCases,
};
