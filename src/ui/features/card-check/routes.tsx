import type { FeatureRoute } from '../../shared/routing/feature-route';
import { lazyScreen } from '../../shared/routing/lazy-screen';
import { signedInPrepared } from '../../shared/routing/signed-in-prefetch';

// The card's pages use the signed-in pages' adapters (the payment provider, the operator's lists): loaded with them.
const CardCheckScreen = lazyScreen(
  () => Promise.all([import('./card-check-screen'), signedInPrepared()]).then(([m]) => m),
  (m) => m.CardCheckScreen,
);

/** A card checked without an account (docs/behaviour/screens.md#check-a-card): proven, then paid, on the provider's page. */
export const cardCheckRoutes: readonly FeatureRoute[] = [
  { page: 'cardCheck', access: 'public', namespace: 'card-check', element: <CardCheckScreen returnFrom="proof" /> },
  {
    page: 'cardCheckPayment',
    access: 'public',
    namespace: 'card-check',
    element: <CardCheckScreen returnFrom="payment" />,
  },
];
