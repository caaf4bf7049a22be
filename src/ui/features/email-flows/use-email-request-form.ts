import { useLocation, useNavigate } from 'react-router-dom';
import type { EmailRequestField } from '../../../core/account/email-requests';
import { RequestPasswordReset } from '../../../core/account/request-password-reset';
import { ResendConfirmation } from '../../../core/account/resend-confirmation';
import type { EmailRequestOutcome } from '../../../core/account/settle-email-request';
import { useFieldForm } from '../../shared/form/use-field-form';
import { useUseCase } from '../../shared/di/use-use-case';
import { useOperator } from '../../shared/operator-context';
import { PATHS, typedEmailIn } from '../../shared/paths';
import { FORGOT_MESSAGES, RESEND_MESSAGES } from './recovery-messages';

/** The two "send me an e-mail" requests (docs/behaviour/screens.md#e-mail-requests). */
export type EmailRequestKind = 'resend' | 'forgot';

const MESSAGES = { resend: RESEND_MESSAGES, forgot: FORGOT_MESSAGES } as const;
const USE_CASES = { resend: ResendConfirmation, forgot: RequestPasswordReset } as const;

/**
 * An e-mail request form (docs/behaviour/screens.md#e-mail-requests): sent → the sent notice;
 * an unknown address → the neutral notice where the operator wants it, else an inline error.
 */
export function useEmailRequestForm(kind: EmailRequestKind) {
  const request = useUseCase<ResendConfirmation | RequestPasswordReset>(USE_CASES[kind]);
  const { sentEmailIfExists } = useOperator();
  const navigate = useNavigate();
  // The address the rider typed on the page before (a login with an unconfirmed address), if any.
  const typed = typedEmailIn(useLocation().state);
  return useFieldForm<{ email: string }, EmailRequestField, EmailRequestOutcome>({
    initial: { email: typed },
    messages: MESSAGES[kind],
    formLevel: ['captcha'],
    send: ({ email }) => request.execute({ email, neutralWhenUnknown: sentEmailIfExists }),
    onOutcome: ({ kind: sent, sentTo }) =>
      navigate(
        `${sent === 'sent' ? PATHS.sentEmailSucceeded : PATHS.sentEmailIfExists}?${new URLSearchParams({ sent_to: sentTo })}`,
      ),
  });
}
