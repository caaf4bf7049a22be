import { lazy } from 'react';
import type { FeatureSlots } from '../../shared/routing/feature-slots';
import { lazyOnSignIn } from '../../shared/routing/signed-in-prefetch';

const CapProgressPanel = lazy(() => import('./cap-progress').then((m) => ({ default: m.CapProgressPanel })));
const DayCapSavings = lazy(() => import('./day-cap-savings').then((m) => ({ default: m.DayCapSavings })));
const CappedFare = lazy(() => import('./capped-fare').then((m) => ({ default: m.CappedFare })));
// The tile is on the dashboard, a signed-in rider's first page: it downloads with the login, as the dashboard does.
const WeeklyCapsTile = lazyOnSignIn(
  () => import('./weekly-caps-tile'),
  (m) => m.WeeklyCapsTile,
);

/**
 * Fare capping in plain sight (docs/contracts.md#farecaps-capped-fares-and-the-operators-fare-rules) has no page of its
 * own: capped trips say so on the trips page, the progress toward the caps shows on the trips and payments pages, and
 * the week's spending against the weekly cap on the dashboard.
 */
export const fareCapsSlots: FeatureSlots = {
  capProgress: CapProgressPanel,
  cappedFare: CappedFare,
  weeklyCaps: WeeklyCapsTile,
  dayCapSavings: DayCapSavings,
};
