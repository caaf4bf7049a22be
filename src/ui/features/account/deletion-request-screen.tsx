import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { InnerPage } from '../../shared/inner-page';
import { DeletionConsequences } from './deletion-consequences';
import { useSendDeletionCode } from './use-send-deletion-code';
import { PATHS } from '../../shared/paths';

/** Deletion request (docs/behaviour/screens.md#account-deletion): the warning, then a code by e-mail. */
export function DeletionRequestScreen() {
  const { t } = useTranslation('account', { useSuspense: true });
  const { sending, send } = useSendDeletionCode();
  return (
    <InnerPage title={t('deletion.requestTitle')}>
      <Stack gap="5" maxW="xl">
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator aria-hidden="true" />
          <Alert.Content>
            <Alert.Title>{t('deletion.warningTitle')}</Alert.Title>
            <Alert.Description>{t('deletion.warning')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <DeletionConsequences />
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
