import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PublicCard } from '../../shared/public-card';
import { PATHS } from '../../shared/paths';

/** E-mail unconfirmed (/email/unconfirmed): where a login with an unconfirmed address lands. */
export function EmailUnconfirmedScreen() {
  const { t } = useTranslation('email-flows', { useSuspense: true });
  return (
    <PublicCard title={t('unconfirmed.title')}>
      <Stack gap="5">
        <Text>{t('unconfirmed.text')}</Text>
        <Button asChild size="lg" w="full">
          <RouterLink to={PATHS.resendConfirmation}>{t('unconfirmed.resend')}</RouterLink>
        </Button>
        <Link asChild color="brand.fg" alignSelf="center" fontWeight="medium">
          <RouterLink to={PATHS.login}>{t('unconfirmed.backToLogin')}</RouterLink>
        </Link>
      </Stack>
    </PublicCard>
  );
}
