import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PublicCard } from '../../layouts/public-card';
import { notify } from '../../components/toaster';

/**
 * The enterprise-only operator's login (spec 2.4): title, tagline and one button. The popup
 * sign-in comes with the identity-provider work; until then the button says so.
 */
export function EnterpriseLogin() {
  const { t } = useTranslation();
  return (
    <PublicCard title={t('operator:title')} subtitle={t('operator:tagline')}>
      <Button size="lg" w="full" onClick={() => notify(t('auth:enterprise.unavailable'), 'info')}>
        {t('auth:enterprise.signIn')}
      </Button>
    </PublicCard>
  );
}
