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
const SignUpScreen = lazy(() => import('../features/sign-up/sign-up-screen').then((m) => ({ default: m.SignUpScreen })));
const SentEmailScreen = lazy(() =>
  import('../features/email/sent-email-screen').then((m) => ({ default: m.SentEmailScreen })),
);
const ConfirmationInProgressScreen = lazy(() =>
  import('../features/email/confirmation-in-progress-screen').then((m) => ({ default: m.ConfirmationInProgressScreen })),
);
const EmailConfirmedScreen = lazy(() =>
  import('../features/email/email-confirmed-screen').then((m) => ({ default: m.EmailConfirmedScreen })),
);
const RequestExpiredScreen = lazy(() =>
  import('../features/email/request-expired-screen').then((m) => ({ default: m.RequestExpiredScreen })),
);
const EmailRequestScreen = lazy(() =>
  import('../features/recovery/email-request-screen').then((m) => ({ default: m.EmailRequestScreen })),
);
const ForgotRequestInProgressScreen = lazy(() =>
  import('../features/recovery/forgot-request-in-progress-screen').then((m) => ({ default: m.ForgotRequestInProgressScreen })),
);
const ResetPasswordScreen = lazy(() =>
  import('../features/recovery/reset-password-screen').then((m) => ({ default: m.ResetPasswordScreen })),
);
const ResetSucceededScreen = lazy(() =>
  import('../features/recovery/reset-succeeded-screen').then((m) => ({ default: m.ResetSucceededScreen })),
);
const UnavailableScreen = lazy(() =>
  import('../features/unavailable/unavailable-screen').then((m) => ({ default: m.UnavailableScreen })),
);
export const NotFoundScreen = lazy(() =>
  import('../features/not-found/not-found-screen').then((m) => ({ default: m.NotFoundScreen })),
);

const BUILT: Partial<Record<PageName, () => ReactElement>> = {
  login: () => <LoginScreen />,
  signUp: () => <SignUpScreen />,
  signUpSucceeded: () => <SentEmailScreen notice="signUp" />,
  resendConfirmation: () => <EmailRequestScreen kind="resend" />,
  sentEmailIfExists: () => <SentEmailScreen notice="ifExists" />,
  sentEmailSucceeded: () => <SentEmailScreen notice="succeeded" />,
  emailConfirmationInProgress: () => <ConfirmationInProgressScreen />,
  emailConfirmed: () => <EmailConfirmedScreen />,
  emailUnconfirmed: () => <EmailUnconfirmedScreen />,
  forgotPassword: () => <EmailRequestScreen kind="forgot" />,
  forgotPasswordInProgress: () => <ForgotRequestInProgressScreen />,
  resetPassword: () => <ResetPasswordScreen />,
  resetPasswordSucceeded: () => <ResetSucceededScreen />,
  requestExpired: () => <RequestExpiredScreen />,
  dashboard: () => <DashboardScreen />,
  privacy: () => <PrivacyScreen />,
};

/** The screen of a page; pages of later issues say honestly that they are not available yet. */
export function screenFor(page: PageName): ReactElement {
  return BUILT[page]?.() ?? <UnavailableScreen page={page} />;
}
