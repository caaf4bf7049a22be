import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PublicCard } from '../../shared/public-card';
import { PATHS } from '../../shared/paths';

/** Password reset succeeded (/reset_password/succeeded): log in with the new password. */
export function ResetSucceededScreen() {
  const { t } = useTranslation('email-flows', { useSuspense: true });
  return (
    <PublicCard title={t('common:pages.resetPasswordSucceeded')}>
      <Stack gap="5" textAlign="center">
        <Text>{t('reset.succeeded')}</Text>
        <Button asChild size="lg" w="full">
          <RouterLink to={PATHS.login}>{t('logIn')}</RouterLink>
        </Button>
      </Stack>
    </PublicCard>
  );
}
