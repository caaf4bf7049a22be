import type { FeatureRoute } from '../../shared/routing/feature-route';
import { lazyScreen } from '../../shared/routing/lazy-screen';

const SentEmailScreen = lazyScreen(
  () => import('./sent-email-screen'),
  (m) => m.SentEmailScreen,
);
const EmailUnconfirmedScreen = lazyScreen(
  () => import('./email-unconfirmed-screen'),
  (m) => m.EmailUnconfirmedScreen,
);
const ConfirmationInProgressScreen = lazyScreen(
  () => import('./confirmation-in-progress-screen'),
  (m) => m.ConfirmationInProgressScreen,
);
const EmailConfirmedScreen = lazyScreen(
  () => import('./email-confirmed-screen'),
  (m) => m.EmailConfirmedScreen,
);
const RequestExpiredScreen = lazyScreen(
  () => import('./request-expired-screen'),
  (m) => m.RequestExpiredScreen,
);
const EmailRequestScreen = lazyScreen(
  () => import('./email-request-screen'),
  (m) => m.EmailRequestScreen,
);
const ForgotRequestInProgressScreen = lazyScreen(
  () => import('./forgot-request-in-progress-screen'),
  (m) => m.ForgotRequestInProgressScreen,
);
const ResetPasswordScreen = lazyScreen(
  () => import('./reset-password-screen'),
  (m) => m.ResetPasswordScreen,
);
const ResetSucceededScreen = lazyScreen(
  () => import('./reset-succeeded-screen'),
  (m) => m.ResetSucceededScreen,
);

/** What the e-mails lead to: confirmation, resend, recovery and reset (docs/behaviour/screens.md#token-pages). */
export const emailFlowRoutes: readonly FeatureRoute[] = [
  {
    page: 'signUpSucceeded',
    access: 'public',
    namespace: 'email-flows',
    element: <SentEmailScreen notice="signUp" />,
    passwordAccounts: true,
  },
  {
    page: 'sentEmailIfExists',
    access: 'public',
    namespace: 'email-flows',
    element: <SentEmailScreen notice="ifExists" />,
  },
  {
    page: 'sentEmailSucceeded',
    access: 'public',
    namespace: 'email-flows',
    element: <SentEmailScreen notice="succeeded" />,
  },
  {
    page: 'resendConfirmation',
    access: 'public',
    namespace: 'email-flows',
    element: <EmailRequestScreen kind="resend" />,
    passwordAccounts: true,
  },
  {
    page: 'emailConfirmationInProgress',
    access: 'public',
    namespace: 'email-flows',
    element: <ConfirmationInProgressScreen />,
  },
  { page: 'emailConfirmed', access: 'public', namespace: 'email-flows', element: <EmailConfirmedScreen /> },
  { page: 'emailUnconfirmed', access: 'public', namespace: 'email-flows', element: <EmailUnconfirmedScreen /> },
  {
    page: 'forgotPassword',
    access: 'public',
    namespace: 'email-flows',
    element: <EmailRequestScreen kind="forgot" />,
    passwordAccounts: true,
  },
  {
    page: 'forgotPasswordInProgress',
    access: 'public',
    namespace: 'email-flows',
    element: <ForgotRequestInProgressScreen />,
    passwordAccounts: true,
  },
  {
    page: 'resetPassword',
    access: 'public',
    namespace: 'email-flows',
    element: <ResetPasswordScreen />,
    passwordAccounts: true,
  },
  {
    page: 'resetPasswordSucceeded',
    access: 'public',
    namespace: 'email-flows',
    element: <ResetSucceededScreen />,
    passwordAccounts: true,
  },
  { page: 'requestExpired', access: 'public', namespace: 'email-flows', element: <RequestExpiredScreen /> },
];
