import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PublicCard } from '../../shared/public-card';
import { PATHS, typedEmailIn, type TypedEmail } from '../../shared/paths';

/**
 * E-mail unconfirmed (/email/unconfirmed): where a login with an unconfirmed address lands. The resend link carries
 * the address the login was typed with, so the rider does not type it again.
 */
export function EmailUnconfirmedScreen() {
  const { t } = useTranslation('email-flows', { useSuspense: true });
  const email = typedEmailIn(useLocation().state);
  return (
    <PublicCard title={t('unconfirmed.title')}>
      <Stack gap="5">
        <Text>{t('unconfirmed.text')}</Text>
        <Button asChild size="lg" w="full">
          <RouterLink to={PATHS.resendConfirmation} state={email ? ({ email } satisfies TypedEmail) : null}>
            {t('unconfirmed.resend')}
          </RouterLink>
        </Button>
        <Link asChild color="brand.fg" alignSelf="center" fontWeight="medium">
          <RouterLink to={PATHS.login}>{t('unconfirmed.backToLogin')}</RouterLink>
        </Link>
      </Stack>
    </PublicCard>
  );
}
