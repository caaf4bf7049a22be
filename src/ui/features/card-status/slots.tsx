import { lazy } from 'react';
import type { FeatureSlots } from '../../shared/routing/feature-slots';
import { lazyOnSignIn } from '../../shared/routing/signed-in-prefetch';

const CardGateState = lazy(() => import('./card-gate-state').then((m) => ({ default: m.CardGateState })));
// The notice is on the dashboard, a signed-in rider's first page: it downloads with the login, as the dashboard does.
const BlockedCardsNotice = lazyOnSignIn(
  () => import('./blocked-cards-notice'),
  (m) => m.BlockedCardsNotice,
);

/**
 * Card states at the gates (docs/contracts.md#cardstatus-a-cards-state-at-the-gates) have no page of their own: each
 * card's state shows in the bank cards table, and a blocked card (or a block lifted today) on the dashboard.
 */
export const cardStatusSlots: FeatureSlots = {
  cardState: CardGateState,
  blockedCards: BlockedCardsNotice,
};
