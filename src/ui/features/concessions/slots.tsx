import { lazy } from 'react';
import type { FeatureSlots } from '../../shared/routing/feature-slots';

const ConcessionFare = lazy(() => import('./concession-fare').then((m) => ({ default: m.ConcessionFare })));
const ConcessionHint = lazy(() => import('./concession-hint').then((m) => ({ default: m.ConcessionHint })));

/**
 * Concessions on other pages: a trip charged at a concession's fare says so (the trips table, the trip's details); a
 * rider who may qualify is told so (the dashboard).
 */
export const concessionsSlots: FeatureSlots = {
  concessionFare: ConcessionFare,
  concessionHint: ConcessionHint,
};
