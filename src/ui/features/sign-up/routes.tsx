import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

const SignUpScreen = lazy(() => import('./sign-up-screen').then((m) => ({ default: m.SignUpScreen })));

/** Sign-up (docs/behaviour/screens.md#sign-up). */
export const signUpRoutes: readonly FeatureRoute[] = [
  { page: 'signUp', access: 'public', element: <SignUpScreen />, passwordAccounts: true },
];
