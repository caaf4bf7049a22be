import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

const SignUpScreen = lazy(() => import('./sign-up-screen').then((m) => ({ default: m.SignUpScreen })));

/** Sign-up (spec 2.4). */
export const signUpRoutes: readonly FeatureRoute[] = [
  { page: 'signUp', access: 'public', element: <SignUpScreen />, passwordAccounts: true },
];
