import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PublicCard } from '../../shared/public-card';
import { PATHS } from '../../shared/paths';
import { EmailAddress } from './email-address';

/** E-mail confirmed (/email/confirmed?email=): the confirmed address and the way to log in. */
export function EmailConfirmedScreen() {
  const { t } = useTranslation('email-flows', { useSuspense: true });
  const [params] = useSearchParams();
  const address = params.get('email')?.trim();
  return (
    <PublicCard title={t('common:pages.emailConfirmed')}>
      <Stack gap="4" textAlign="center">
        <Text>{t('confirmation.confirmed')}</Text>
        {address && <EmailAddress>{address}</EmailAddress>}
        <Text>{t('confirmation.canLogIn')}</Text>
        <Button asChild size="lg" w="full" mt="2">
          <RouterLink to={PATHS.login}>{t('logIn')}</RouterLink>
        </Button>
      </Stack>
    </PublicCard>
  );
}
