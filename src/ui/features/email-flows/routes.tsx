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

/** One of this feature's pages: public, its screens suspending on the feature's messages. */
const page = (name: FeatureRoute['page'], element: FeatureRoute['element'], passwordAccounts?: true): FeatureRoute => ({
  page: name,
  access: 'public',
  namespace: 'email-flows',
  element,
  ...(passwordAccounts ? { passwordAccounts } : {}),
});

/** What the e-mails lead to: confirmation, resend, recovery and reset (docs/behaviour/screens.md#token-pages). */
export const emailFlowRoutes: readonly FeatureRoute[] = [
  page('signUpSucceeded', <SentEmailScreen notice="signUp" />, true),
  page('sentEmailIfExists', <SentEmailScreen notice="ifExists" />),
  page('sentEmailSucceeded', <SentEmailScreen notice="succeeded" />),
  page('resendConfirmation', <EmailRequestScreen kind="resend" />, true),
  page('emailConfirmationInProgress', <ConfirmationInProgressScreen />),
  page('emailConfirmed', <EmailConfirmedScreen />),
  page('emailUnconfirmed', <EmailUnconfirmedScreen />),
  page('forgotPassword', <EmailRequestScreen kind="forgot" />, true),
  page('forgotPasswordInProgress', <ForgotRequestInProgressScreen />, true),
  page('resetPassword', <ResetPasswordScreen />, true),
  page('resetPasswordSucceeded', <ResetSucceededScreen />, true),
  page('requestExpired', <RequestExpiredScreen />),
];
