import { Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../shared/hooks/use-logout';
import { InnerPage } from '../../shared/inner-page';

/** How long the notice shows before the rider is signed out (docs/behaviour/rules.md#timings). */
export const LOGOUT_AFTER_DELETION_MS = 1500;

/** Account deleted (docs/behaviour/screens.md#account): a notice, then the rider is signed out (providers too) and taken to the login page. */
export function AccountDeletedScreen() {
  const { t } = useTranslation('account', { useSuspense: true });
  const logout = useLogout();
  useEffect(() => {
    const timer = setTimeout(() => void logout(), LOGOUT_AFTER_DELETION_MS);
    return () => clearTimeout(timer);
  }, [logout]);
  return (
    <InnerPage title={t('deleted.title')} backLink={false}>
      <Stack gap="3" maxW="xl" role="status">
        <Text>{t('deleted.text')}</Text>
        <Text color="fg.muted">{t('deleted.signingOut')}</Text>
      </Stack>
    </InnerPage>
  );
}
