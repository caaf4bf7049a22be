import { lazy, type ReactElement } from 'react';
import { LoginScreen } from '../../features/sign-in/login-screen';
import type { PageName } from '../../shared/paths';

// The login screen is the first thing most visitors see, so it ships in the main bundle.
const DashboardScreen = lazy(() =>
  import('../../features/dashboard/dashboard-screen').then((m) => ({ default: m.DashboardScreen })),
);
const PrivacyScreen = lazy(() =>
  import('../../features/privacy/privacy-screen').then((m) => ({ default: m.PrivacyScreen })),
);
const EmailUnconfirmedScreen = lazy(() =>
  import('../../features/email-flows/email-unconfirmed-screen').then((m) => ({ default: m.EmailUnconfirmedScreen })),
);
const SignUpScreen = lazy(() => import('../../features/sign-up/sign-up-screen').then((m) => ({ default: m.SignUpScreen })));
const SentEmailScreen = lazy(() =>
  import('../../features/email-flows/sent-email-screen').then((m) => ({ default: m.SentEmailScreen })),
);
const ConfirmationInProgressScreen = lazy(() =>
  import('../../features/email-flows/confirmation-in-progress-screen').then((m) => ({ default: m.ConfirmationInProgressScreen })),
);
const EmailConfirmedScreen = lazy(() =>
  import('../../features/email-flows/email-confirmed-screen').then((m) => ({ default: m.EmailConfirmedScreen })),
);
const RequestExpiredScreen = lazy(() =>
  import('../../features/email-flows/request-expired-screen').then((m) => ({ default: m.RequestExpiredScreen })),
);
const EmailRequestScreen = lazy(() =>
  import('../../features/email-flows/email-request-screen').then((m) => ({ default: m.EmailRequestScreen })),
);
const ForgotRequestInProgressScreen = lazy(() =>
  import('../../features/email-flows/forgot-request-in-progress-screen').then((m) => ({ default: m.ForgotRequestInProgressScreen })),
);
const ResetPasswordScreen = lazy(() =>
  import('../../features/email-flows/reset-password-screen').then((m) => ({ default: m.ResetPasswordScreen })),
);
const ResetSucceededScreen = lazy(() =>
  import('../../features/email-flows/reset-succeeded-screen').then((m) => ({ default: m.ResetSucceededScreen })),
);
const UnavailableScreen = lazy(() =>
  import('../unavailable-screen').then((m) => ({ default: m.UnavailableScreen })),
);
export const NotFoundScreen = lazy(() =>
  import('../not-found-screen').then((m) => ({ default: m.NotFoundScreen })),
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
