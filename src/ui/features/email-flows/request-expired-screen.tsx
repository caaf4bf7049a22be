import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PublicCard } from '../../shared/public-card';
import { PATHS } from '../../shared/paths';

/** Long labels (German, French) wrap instead of overflowing a phone's width. */
const WRAP = { whiteSpace: 'normal', h: 'auto', minH: '11', py: '2.5' } as const;

/**
 * Request expired (/request/expired): the link no longer works; ask for a new one — or log in,
 * since a confirmation link already used lands here too (docs/behaviour/screens.md#request-expired).
 */
export function RequestExpiredScreen() {
  const { t } = useTranslation('email-flows', { useSuspense: true });
  return (
    <PublicCard title={t('common:pages.requestExpired')}>
      <Stack gap="4" textAlign="center">
        <Text>{t('expired.text')}</Text>
        <Text>{t('expired.again')}</Text>
        <Button asChild size="lg" w="full" {...WRAP}>
          <RouterLink to={PATHS.resendConfirmation}>{t('expired.resend')}</RouterLink>
        </Button>
        <Button asChild size="lg" w="full" variant="outline" {...WRAP}>
          <RouterLink to={PATHS.forgotPassword}>{t('expired.forgot')}</RouterLink>
        </Button>
        <Link asChild color="brand.fg" alignSelf="center" fontWeight="medium" mt="2">
          <RouterLink to={PATHS.login}>{t('expired.alreadyConfirmed')}</RouterLink>
        </Link>
      </Stack>
    </PublicCard>
  );
}
