/** The portal's paths (docs/behaviour/screens.md#route-table). */
export const PATHS = {
  login: '/',
  signUp: '/sign/up',
  signUpSucceeded: '/sign/up/succeeded',
  resendConfirmation: '/resend_confirmation_email',
  sentEmailIfExists: '/sent_email/if_exists',
  sentEmailSucceeded: '/sent_email/succeeded',
  emailConfirmationInProgress: '/email/confirmation_in_progress',
  emailConfirmed: '/email/confirmed',
  emailUnconfirmed: '/email/unconfirmed',
  forgotPassword: '/forgot_password',
  forgotPasswordInProgress: '/forgot_password/request_in_progress',
  resetPassword: '/reset_password',
  resetPasswordSucceeded: '/reset_password/succeeded',
  requestExpired: '/request/expired',
  privacy: '/privacy',
  accessibility: '/accessibility',
  cardCheck: '/card-check',
  cardCheckPayment: '/card-check/payment',
  dashboard: '/dashboard',
  tickets: '/dashboard/travels/tickets',
  payments: '/dashboard/travels/payments',
  bankCards: '/dashboard/travels/bank_cards',
  claims: '/dashboard/claims',
  discounts: '/dashboard/discounts',
  discountsProof: '/dashboard/discounts/proof',
  addBankCard: '/dashboard/travels/bank_cards/add',
  account: '/dashboard/account',
  editAccount: '/dashboard/account/edit',
  accountChangesSucceeded: '/dashboard/account/changes/succeeded',
  changePassword: '/dashboard/account/change_password',
  deletionRequest: '/dashboard/account/deletion_request',
  deletionConfirm: '/dashboard/account/deletion_confirm',
  accountDeleted: '/dashboard/account/deleted',
} as const;

export type PageName = keyof typeof PATHS;

/**
 * The address a rider typed, carried in the history entry's state (never the address bar) to a page whose form asks
 * for it again: a login with an unconfirmed address leads to the confirmation e-mail's resend form.
 */
export interface TypedEmail {
  readonly email: string;
}

/** The typed address a history entry's state carries, '' when none. */
export function typedEmailIn(state: unknown): string {
  const email = (state as Partial<TypedEmail> | null)?.email;
  return typeof email === 'string' ? email : '';
}
