import { useTranslation } from 'react-i18next';
import { PublicCard } from '../../shared/public-card';
import { SignUpForm } from './sign-up-form';

/** Sign up (/sign/up, docs/behaviour/screens.md#sign-up). */
export function SignUpScreen() {
  const { t } = useTranslation('sign-up', { useSuspense: true });
  return (
    <PublicCard title={t('common:pages.signUp')} subtitle={t('sign-up:signUp.subtitle')}>
      <SignUpForm />
    </PublicCard>
  );
}
