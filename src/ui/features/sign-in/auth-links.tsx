import { Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useOffers } from '../../shared/operator-context';
import { PATHS } from '../../shared/paths';

/** Sign up, 'Password forgotten ?' and the confirmation e-mail resend (docs/behaviour/screens.md#login). */
export function AuthLinks() {
  const { t } = useTranslation('sign-in');
  const cardCheck = useOffers('cardCheck');
  return (
    <Stack gap="3" align="center" textAlign="center" fontSize="sm">
      <Link asChild color="brand.fg" fontWeight="medium">
        <RouterLink to={PATHS.forgotPassword}>{t('login.forgotPassword')}</RouterLink>
      </Link>
      <Link asChild color="brand.fg">
        <RouterLink to={PATHS.resendConfirmation}>{t('login.resendConfirmation')}</RouterLink>
      </Link>
      <Text color="fg.muted">
        {t('login.noAccount')}{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={PATHS.signUp}>{t('login.signUp')}</RouterLink>
        </Link>
      </Text>
      {cardCheck && (
        <Text color="fg.muted">
          {t('login.cardRefused')}{' '}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={PATHS.cardCheck}>{t('login.checkCard')}</RouterLink>
          </Link>
        </Text>
      )}
    </Stack>
  );
}
