import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

const SentEmailScreen = lazy(() => import('./sent-email-screen').then((m) => ({ default: m.SentEmailScreen })));
const EmailUnconfirmedScreen = lazy(() =>
  import('./email-unconfirmed-screen').then((m) => ({ default: m.EmailUnconfirmedScreen })),
);
const ConfirmationInProgressScreen = lazy(() =>
  import('./confirmation-in-progress-screen').then((m) => ({ default: m.ConfirmationInProgressScreen })),
);
const EmailConfirmedScreen = lazy(() =>
  import('./email-confirmed-screen').then((m) => ({ default: m.EmailConfirmedScreen })),
);
const RequestExpiredScreen = lazy(() =>
  import('./request-expired-screen').then((m) => ({ default: m.RequestExpiredScreen })),
);
const EmailRequestScreen = lazy(() =>
  import('./email-request-screen').then((m) => ({ default: m.EmailRequestScreen })),
);
const ForgotRequestInProgressScreen = lazy(() =>
  import('./forgot-request-in-progress-screen').then((m) => ({ default: m.ForgotRequestInProgressScreen })),
);
const ResetPasswordScreen = lazy(() =>
  import('./reset-password-screen').then((m) => ({ default: m.ResetPasswordScreen })),
);
const ResetSucceededScreen = lazy(() =>
  import('./reset-succeeded-screen').then((m) => ({ default: m.ResetSucceededScreen })),
);

/** What the e-mails lead to: confirmation, resend, recovery and reset (docs/behaviour/screens.md#token-pages). */
export const emailFlowRoutes: readonly FeatureRoute[] = [
  { page: 'signUpSucceeded', access: 'public', element: <SentEmailScreen notice="signUp" />, passwordAccounts: true },
  { page: 'sentEmailIfExists', access: 'public', element: <SentEmailScreen notice="ifExists" /> },
  { page: 'sentEmailSucceeded', access: 'public', element: <SentEmailScreen notice="succeeded" /> },
  {
    page: 'resendConfirmation',
    access: 'public',
    element: <EmailRequestScreen kind="resend" />,
    passwordAccounts: true,
  },
  { page: 'emailConfirmationInProgress', access: 'public', element: <ConfirmationInProgressScreen /> },
  { page: 'emailConfirmed', access: 'public', element: <EmailConfirmedScreen /> },
  { page: 'emailUnconfirmed', access: 'public', element: <EmailUnconfirmedScreen /> },
  { page: 'forgotPassword', access: 'public', element: <EmailRequestScreen kind="forgot" />, passwordAccounts: true },
  {
    page: 'forgotPasswordInProgress',
    access: 'public',
    element: <ForgotRequestInProgressScreen />,
    passwordAccounts: true,
  },
  { page: 'resetPassword', access: 'public', element: <ResetPasswordScreen />, passwordAccounts: true },
  { page: 'resetPasswordSucceeded', access: 'public', element: <ResetSucceededScreen />, passwordAccounts: true },
  { page: 'requestExpired', access: 'public', element: <RequestExpiredScreen /> },
];
