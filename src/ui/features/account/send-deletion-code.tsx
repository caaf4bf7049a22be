import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../shared/hooks/use-session';
import { InnerPage } from '../../shared/inner-page';
import { useSendDeletionCode } from './use-send-deletion-code';
import { PATHS } from '../../shared/paths';

/** The confirm page with no code sent yet: says so, and sends one to the account's address. */
export function SendDeletionCode({ title }: { title: string }) {
  const { t } = useTranslation('account', { useSuspense: true });
  const account = useSession();
  const { sending, send } = useSendDeletionCode({ replace: true });
  return (
    <InnerPage title={title}>
      <Stack gap="5" maxW="xl">
        <Text>{t('deletion.noCodeYet', { email: account?.email ?? '' })}</Text>
        <HStack gap="3" wrap="wrap">
          <Button colorPalette="red" loading={sending} onClick={() => void send()}>
            {t('deletion.send')}
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={PATHS.account}>{t('edit.cancel')}</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </InnerPage>
  );
}
