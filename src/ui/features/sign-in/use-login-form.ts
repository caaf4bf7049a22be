import { useRef } from 'react';
import { LoginUser, type LoginField, type LoginOutcome } from '../../../core/session/login-user';
import { useFieldForm } from '../../shared/form/use-field-form';
import { useUseCase } from '../../shared/di/use-use-case';
import { prefetchSignedInPages } from '../../shared/routing/signed-in-prefetch';
import { LOGIN_MESSAGES } from './login-messages';
import { useCompleteLogin } from './use-complete-login';

/** The login form's state and its submission (docs/behaviour/rules.md#sessions, docs/behaviour/screens.md#login). */
export function useLoginForm() {
  const loginUser = useUseCase(LoginUser);
  const completeLogin = useCompleteLogin();
  // The address of the login being answered: an unconfirmed one is carried to the confirmation e-mail's resend form.
  const sentEmail = useRef('');
  return useFieldForm<Record<LoginField, string>, LoginField, LoginOutcome>({
    initial: { email: '', password: '' },
    messages: LOGIN_MESSAGES,
    // 'invalid' on the password is the operator's 'Password Incorrect', not a mistake in filling the form.
    answers: { password: ['invalid'] },
    send: (values) => {
      prefetchSignedInPages();
      sentEmail.current = values.email;
      return loginUser.execute(values);
    },
    onOutcome: (outcome) => completeLogin(outcome, sentEmail.current),
  });
}
