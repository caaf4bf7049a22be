import { lazy } from 'react';
import type { FeatureSlots } from '../../shared/routing/feature-slots';

const PendingPaymentsPrompt = lazy(() =>
  import('./pending-payments-prompt').then((m) => ({ default: m.PendingPaymentsPrompt })),
);
const SettlementReturn = lazy(() => import('./settlement-return').then((m) => ({ default: m.SettlementReturn })));

/**
 * Settling failed payments (spec 2.7, 2.10, 4) has no page of its own: the prompt shows on the
 * dashboard and the payments page, and the provider brings the rider back to the payments page.
 */
export const settlementSlots: FeatureSlots = {
  pendingPayments: PendingPaymentsPrompt,
  settlementReturn: SettlementReturn,
};
