import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../core/domain/field-errors';
import { LoginUser, type LoginField } from '../../../core/use-cases/login-user';
import { notify } from '../../components/toaster';
import { useUseCase } from '../../di/use-use-case';
import { useAction } from '../../hooks/use-action';
import { useLanguageChosen } from '../../hooks/use-language-chosen';
import { useCompleteLogin } from './use-complete-login';

/** The login form's state and its submission (spec 2.4, 4 "Session", 5). */
export function useLoginForm() {
  const { t } = useTranslation();
  const loginUser = useUseCase(LoginUser);
  const run = useAction();
  const completeLogin = useCompleteLogin();
  const [values, setValues] = useState<Record<LoginField, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);

  useLanguageChosen(() => setErrors({}));

  const change = useCallback((field: LoginField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    const outcome = await run(() => loginUser.execute(values));
    inFlight.current = false;
    setSubmitting(false);
    if (!outcome || (await completeLogin(outcome)) || outcome.kind !== 'invalid') return;
    setErrors(outcome.errors);
    notify(t('common:checkFields'), 'error');
  };

  return { values, errors, submitting, change, submit };
}
