import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { RequestAccountDeletion } from '../../../core/account/delete-account';
import { useUseCase } from '../../shared/di/use-use-case';
import { useAction } from '../../shared/hooks/use-action';
import { useSession } from '../../shared/hooks/use-session';
import { InnerPage } from '../../shared/inner-page';
import { PATHS } from '../../shared/paths';
import { CODE_SENT } from './deletion-code-sent';

/** The confirm page with no code sent yet: says so, and sends one to the account's address. */
export function SendDeletionCode({ title }: { title: string }) {
  const { t } = useTranslation('account', { useSuspense: true });
  const account = useSession();
  const requestDeletion = useUseCase(RequestAccountDeletion);
  const run = useAction();
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    const sent = await run(async () => {
      await requestDeletion.execute();
      return true;
    });
    setSending(false);
    if (sent) void navigate(PATHS.deletionConfirm, { replace: true, state: CODE_SENT });
  };
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
