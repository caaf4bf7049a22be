import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SignUpField } from '../../../core/account/registration';
import type { NewUser } from '../../../core/account/new-user';
import { SignUpUser } from '../../../core/account/sign-up-user';
import { useFieldForm } from '../../shared/form/use-field-form';
import { useUseCase } from '../../shared/di/use-use-case';
import { useChooseLanguage } from '../../shared/hooks/use-choose-language';
import { useLanguageChosen } from '../../shared/hooks/use-language-chosen';
import { useOperator } from '../../shared/operator-context';
import { PATHS } from '../../shared/paths';
import { checkedCardIn } from '../../shared/routing/checked-card-state';
import { SIGN_UP_MESSAGES } from './sign-up-messages';

/** The new user as the core takes it, plus the privacy disclaimer's checkbox. */
export interface SignUpValues extends NewUser {
  readonly privacy: boolean;
}

/** The sign-up form (docs/behaviour/screens.md#token-pages, docs/behaviour/screens.md#sign-up): on success, the notice of the confirmation e-mail. */
export function useSignUpForm() {
  const { i18n } = useTranslation();
  const signUpUser = useUseCase(SignUpUser);
  const navigate = useNavigate();
  const chooseLanguage = useChooseLanguage();
  const { minimumAge } = useOperator();
  // Come from checking a card without an account: the account keeps that card (the operator knows which).
  const checkedCard = checkedCardIn(useLocation().state);
  const form = useFieldForm<SignUpValues, SignUpField, Awaited<ReturnType<SignUpUser['execute']>>>({
    initial: {
      name: '',
      surname: '',
      dateOfBirth: '',
      email: '',
      confirmEmail: '',
      password: '',
      confirmPassword: '',
      language: i18n.resolvedLanguage ?? i18n.language,
      privacy: false,
      keepCheckedCard: checkedCard !== null,
    },
    messages: SIGN_UP_MESSAGES,
    messageValues: { age: minimumAge },
    formLevel: ['captcha', 'keepCheckedCard'],
    send: ({ privacy, ...user }) => signUpUser.execute({ ...user, privacyAccepted: privacy }),
    onOutcome: ({ sentTo }) => navigate(`${PATHS.signUpSucceeded}?${new URLSearchParams({ sent_to: sentTo })}`),
  });

  // The account's language is the interface language: choosing either changes both (docs/behaviour/rules.md#languages).
  useLanguageChosen((language) => form.change('language', language));

  const choose = useCallback((language: string) => void chooseLanguage(language), [chooseLanguage]);
  return { ...form, chooseLanguage: choose, checkedCard };
}
