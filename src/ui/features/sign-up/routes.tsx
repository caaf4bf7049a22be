import type { FeatureRoute } from '../../shared/routing/feature-route';
import { lazyScreen } from '../../shared/routing/lazy-screen';

const SignUpScreen = lazyScreen(
  () => import('./sign-up-screen'),
  (m) => m.SignUpScreen,
);

/** Sign-up (docs/behaviour/screens.md#sign-up). */
export const signUpRoutes: readonly FeatureRoute[] = [
  { page: 'signUp', access: 'public', namespace: 'sign-up', element: <SignUpScreen />, passwordAccounts: true },
];
