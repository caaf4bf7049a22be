import { Alert, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MicrosoftIcon } from '../../shared/icons/provider-icons';
import { PublicCard } from '../../shared/public-card';
import { useEnterpriseLogin } from './use-enterprise-login';

/** The enterprise-only operator's login (docs/behaviour/operator-contract.md#provider-logins): title, tagline and one button; no password form. */
export function EnterpriseLogin() {
  const { t } = useTranslation();
  const { pending, signedOut, signIn } = useEnterpriseLogin();
  return (
    <PublicCard title={t('operator:title')} subtitle={t('operator:tagline')}>
      {signedOut && (
        <Alert.Root status="info" role="status">
          <Alert.Indicator aria-hidden="true" />
          <Alert.Title fontWeight="normal">{t('sign-in:enterprise.signedOut')}</Alert.Title>
        </Alert.Root>
      )}
      <Button size="lg" w="full" loading={pending} loadingText={t('sign-in:login.submitting')} onClick={signIn}>
        <MicrosoftIcon />
        {t('sign-in:enterprise.signIn')}
      </Button>
    </PublicCard>
  );
}
