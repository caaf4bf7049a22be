import { lazy, type ReactElement } from 'react';
import { LoginScreen } from '../features/auth/login-screen';
import type { PageName } from './paths';

// The login screen is the first thing most visitors see, so it ships in the main bundle.
const DashboardScreen = lazy(() =>
  import('../features/dashboard/dashboard-screen').then((m) => ({ default: m.DashboardScreen })),
);
const PrivacyScreen = lazy(() =>
  import('../features/privacy/privacy-screen').then((m) => ({ default: m.PrivacyScreen })),
);
const EmailUnconfirmedScreen = lazy(() =>
  import('../features/auth/email-unconfirmed-screen').then((m) => ({ default: m.EmailUnconfirmedScreen })),
);
const UnavailableScreen = lazy(() =>
  import('../features/unavailable/unavailable-screen').then((m) => ({ default: m.UnavailableScreen })),
);
export const NotFoundScreen = lazy(() =>
  import('../features/not-found/not-found-screen').then((m) => ({ default: m.NotFoundScreen })),
);

const BUILT: Partial<Record<PageName, () => ReactElement>> = {
  login: () => <LoginScreen />,
  dashboard: () => <DashboardScreen />,
  privacy: () => <PrivacyScreen />,
  emailUnconfirmed: () => <EmailUnconfirmedScreen />,
};

/** The screen of a page; pages of later issues say honestly that they are not available yet. */
export function screenFor(page: PageName): ReactElement {
  return BUILT[page]?.() ?? <UnavailableScreen page={page} />;
}
