import { lazy, Suspense } from 'react';
import type { FeatureSlots } from '../../shared/routing/feature-slots';
import type { PieceName } from './slot-pieces';
import { SummaryPlace } from './summary-place';

// One import for the three pieces: the first visit's code carries one list of what they need, not three.
const Piece = lazy(() => import('./slot-pieces'));
const piece = (name: PieceName) => () => <Piece name={name} />;

/**
 * The rider's records on other features' pages: statements for expenses and the last 12 months' spending on the
 * payments page, the spending summarised on the dashboard, "Download my data" on the account page
 * (docs/contracts.md#statements-statements-for-a-period-for-expenses, docs/behaviour/screens.md#spending).
 */
export const recordsSlots: FeatureSlots = {
  paymentRecords: piece('paymentRecords'),
  // Its room held from the moment it is asked for, while its code comes (summary-place.tsx).
  spendingSummary: () => (
    <Suspense fallback={<SummaryPlace />}>
      <Piece name="spendingSummary" />
    </Suspense>
  ),
  riderData: piece('riderData'),
};
