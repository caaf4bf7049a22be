import type { RouteAccess } from '../../../core/session/route-access';
import type { PageName } from '../../shared/paths';

/** Who may open each page (spec 2.1, 2.2); any other path shows Not found. */
export const ROUTE_TABLE: readonly { readonly page: PageName; readonly access: RouteAccess }[] = [
  { page: 'login', access: 'public' },
  { page: 'signUp', access: 'public' },
  { page: 'signUpSucceeded', access: 'public' },
  { page: 'resendConfirmation', access: 'public' },
  { page: 'sentEmailIfExists', access: 'public' },
  { page: 'sentEmailSucceeded', access: 'public' },
  { page: 'emailConfirmationInProgress', access: 'public' },
  { page: 'emailConfirmed', access: 'public' },
  { page: 'emailUnconfirmed', access: 'public' },
  { page: 'forgotPassword', access: 'public' },
  { page: 'forgotPasswordInProgress', access: 'public' },
  { page: 'resetPassword', access: 'public' },
  { page: 'resetPasswordSucceeded', access: 'public' },
  { page: 'requestExpired', access: 'public' },
  { page: 'privacy', access: 'any' },
  { page: 'dashboard', access: 'protected' },
  { page: 'tickets', access: 'protected' },
  { page: 'payments', access: 'protected' },
  { page: 'bankCards', access: 'protected' },
  { page: 'addBankCard', access: 'protected' },
  { page: 'account', access: 'protected' },
  { page: 'editAccount', access: 'protected' },
  { page: 'accountChangesSucceeded', access: 'protected' },
  { page: 'changePassword', access: 'protected' },
  { page: 'deletionRequest', access: 'protected' },
  { page: 'deletionConfirm', access: 'protected' },
  { page: 'accountDeleted', access: 'protected' },
];
