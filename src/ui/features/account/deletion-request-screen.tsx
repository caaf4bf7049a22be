import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { RequestAccountDeletion } from '../../../core/account/delete-account';
import { useUseCase } from '../../shared/di/use-use-case';
import { useAction } from '../../shared/hooks/use-action';
import { InnerPage } from '../../shared/inner-page';
import { PATHS } from '../../shared/paths';
import { CODE_SENT } from './deletion-code-sent';

/** Deletion request (docs/behaviour/screens.md#account-deletion): the warning, then a code by e-mail. */
export function DeletionRequestScreen() {
  const { t } = useTranslation('account', { useSuspense: true });
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
    if (sent) void navigate(PATHS.deletionConfirm, { state: CODE_SENT });
  };
  return (
    <InnerPage title={t('deletion.requestTitle')}>
      <Stack gap="5" maxW="xl">
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('deletion.warningTitle')}</Alert.Title>
            <Alert.Description>{t('deletion.warning')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
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
