import { lazy } from 'react';
import type { FeatureSlots } from '../../shared/routing/feature-slots';

// One import for the pieces: the first visit's code carries one list of what they need, not one per piece.
const Piece = lazy(() => import('./slot-pieces'));

/**
 * Concessions on other pages: a trip charged at a concession's fare says so (the trips table, the trip's details); a
 * rider who may qualify is told so (the dashboard).
 */
export const concessionsSlots: FeatureSlots = {
  concessionFare: (props) => <Piece name="concessionFare" {...props} />,
  concessionHint: () => <Piece name="concessionHint" />,
};
