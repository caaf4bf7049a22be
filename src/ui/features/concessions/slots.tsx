import { lazy } from 'react';
import type { FeatureSlots } from '../../shared/routing/feature-slots';

const ConcessionFare = lazy(() => import('./concession-fare').then((m) => ({ default: m.ConcessionFare })));

/** Concessions on other pages: a trip charged at a concession's fare says so (the trips table, the trip's details). */
export const concessionsSlots: FeatureSlots = {
  concessionFare: ConcessionFare,
};
