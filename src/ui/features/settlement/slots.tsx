import { lazy } from 'react';
import type { FeatureSlots } from '../../shared/routing/feature-slots';
import { lazyOnSignIn } from '../../shared/routing/signed-in-prefetch';

// The prompt is on the dashboard, a signed-in rider's first page: it downloads with the login, as the dashboard does.
const PendingPaymentsPrompt = lazyOnSignIn(
  () => import('./pending-payments-prompt'),
  (m) => m.PendingPaymentsPrompt,
);
const SettlementReturn = lazy(() => import('./settlement-return').then((m) => ({ default: m.SettlementReturn })));

/**
 * Settling failed payments (docs/behaviour/screens.md#pending-payments-prompt) has no page of its own: the prompt shows on the
 * dashboard and the payments page, and the provider brings the rider back to the payments page.
 */
export const settlementSlots: FeatureSlots = {
  pendingPayments: PendingPaymentsPrompt,
  settlementReturn: SettlementReturn,
};
