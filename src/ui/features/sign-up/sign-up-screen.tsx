import { useTranslation } from 'react-i18next';
import { PublicCard } from '../../shared/public-card';
import { SignUpForm } from './sign-up-form';

/** Sign up (/sign/up, docs/behaviour/screens.md#sign-up). */
export function SignUpScreen() {
  const { t } = useTranslation();
  return (
    <PublicCard title={t('common:pages.signUp')} subtitle={t('account:signUp.subtitle')}>
      <SignUpForm />
    </PublicCard>
  );
}
