import { lazy } from 'react';
import type { FeatureSlots } from '../../shared/routing/feature-slots';

const PaymentRecords = lazy(() => import('./payment-records').then((m) => ({ default: m.PaymentRecords })));
const SpendingSummary = lazy(() => import('./spending-summary').then((m) => ({ default: m.SpendingSummary })));
const RiderData = lazy(() => import('./rider-data').then((m) => ({ default: m.RiderData })));

/**
 * The rider's records on other features' pages: statements for expenses and the last 12 months' spending on the
 * payments page, the spending summarised on the dashboard, "Download my data" on the account page
 * (docs/contracts.md#statements-statements-for-a-period-for-expenses, docs/behaviour/screens.md#spending).
 */
export const recordsSlots: FeatureSlots = {
  paymentRecords: PaymentRecords,
  spendingSummary: SpendingSummary,
  riderData: RiderData,
};
