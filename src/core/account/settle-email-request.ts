import type { FieldErrors } from '../shared/field-errors';
import type { EmailRequestAnswer, EmailRequestField } from './email-requests';

/** What the rider sees after asking for an e-mail (resend confirmation, forgot password). */
export type EmailRequestOutcome =
  | { readonly kind: 'sent'; readonly sentTo: string }
  /** 'No Account Found' told neutrally: "if your address is in our archives…". */
  | { readonly kind: 'if-exists'; readonly sentTo: string }
  | { readonly kind: 'invalid'; readonly errors: FieldErrors<EmailRequestField> };

/**
 * Turns an e-mail request's answer into the rider's outcome (docs/behaviour/screens.md#e-mail-requests). With the operator's
 * `sentEmailIfExists` a sent mail and an unknown address end on the same neutral notice, so the
 * screen does not tell whether the address has an account (docs/behaviour/rules.md#neutral-answers).
 */
export function settleEmailRequest(
  answer: EmailRequestAnswer,
  email: string,
  neutralWhenUnknown: boolean,
): EmailRequestOutcome {
  switch (answer.kind) {
    case 'sent':
      return neutralWhenUnknown ? { kind: 'if-exists', sentTo: email } : { kind: 'sent', sentTo: answer.to };
    case 'invalid':
      return answer;
    case 'no-account':
      return neutralWhenUnknown
        ? { kind: 'if-exists', sentTo: email }
        : { kind: 'invalid', errors: { email: 'NoAccountFound' } };
    case 'already-confirmed':
      return { kind: 'invalid', errors: { email: 'AccountAlreadyConfirmed' } };
    case 'unconfirmed-email':
      return { kind: 'invalid', errors: { email: 'UnconfirmedEmail' } };
  }
}

/** The input of both e-mail requests. */
export interface EmailRequestInput {
  readonly email: string;
  /** The operator's `sentEmailIfExists`: answer an unknown address neutrally. */
  readonly neutralWhenUnknown: boolean;
}
