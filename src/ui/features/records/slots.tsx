import { lazy } from 'react';
import type { FeatureSlots } from '../../shared/routing/feature-slots';

// One import for the three pieces: the first visit's code carries one list of what they need, not three.
const Piece = lazy(() => import('./slot-pieces'));

/**
 * The rider's records on other features' pages: statements for expenses and the last 12 months' spending on the
 * payments page, the spending summarised on the dashboard, "Download my data" on the account page
 * (docs/contracts.md#statements-statements-for-a-period-for-expenses, docs/behaviour/screens.md#spending).
 */
export const recordsSlots: FeatureSlots = {
  paymentRecords: () => <Piece name="paymentRecords" />,
  spendingSummary: () => <Piece name="spendingSummary" />,
  riderData: () => <Piece name="riderData" />,
};
