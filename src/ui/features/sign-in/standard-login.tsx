import { Separator } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PublicCard } from '../../shared/public-card';
import { AuthLinks } from './auth-links';
import { ExternalLoginButtons } from './external-login-buttons';
import { LoginForm } from './login-form';

/** The standard login screen: the form, the external providers and the auth links. */
export function StandardLogin() {
  const { t } = useTranslation();
  return (
    <PublicCard title={t('sign-in:login.title')} subtitle={t('operator:tagline')}>
      <LoginForm />
      <ExternalLoginButtons />
      <Separator />
      <AuthLinks />
    </PublicCard>
  );
}
