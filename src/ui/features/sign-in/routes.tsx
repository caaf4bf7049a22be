import type { FeatureRoute } from '../../shared/routing/feature-route';
import { LoginScreen } from './login-screen';

/** The login page is the first thing most visitors see, so it ships in the main bundle. */
export const signInRoutes: readonly FeatureRoute[] = [{ page: 'login', access: 'public', element: <LoginScreen /> }];
