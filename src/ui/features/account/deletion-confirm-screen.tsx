import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import type { DeletionField } from '../../../core/account/account-settings';
import { ConfirmAccountDeletion } from '../../../core/account/delete-account';
import { useUseCase } from '../../shared/di/use-use-case';
import { TextField } from '../../shared/form/text-field';
import { useFieldForm } from '../../shared/form/use-field-form';
import { useSession } from '../../shared/hooks/use-session';
import { InnerPage } from '../../shared/inner-page';
import { PATHS } from '../../shared/paths';
import { DELETION_MESSAGES } from './account-messages';
import { FormAlert } from '../../shared/form/form-alert';
import { codeWasSent } from './deletion-code-sent';
import { SendDeletionCode } from './send-deletion-code';

/**
 * Deletion confirm (docs/behaviour/screens.md#account-deletion): the e-mailed code, and a last warning. Opened without a request
 * just made (typed in, bookmarked), it claims no code was sent: it offers to send one.
 */
export function DeletionConfirmScreen() {
  const { t } = useTranslation('account', { useSuspense: true });
  const sent = codeWasSent(useLocation().state);
  return sent ? <ConfirmForm /> : <SendDeletionCode title={t('deletion.confirmTitle')} />;
}

function ConfirmForm() {
  const { t } = useTranslation('account', { useSuspense: true });
  const confirmDeletion = useUseCase(ConfirmAccountDeletion);
  const account = useSession();
  const navigate = useNavigate();
  const { submitting, change, submit, fieldProps, formRef, throttled } = useFieldForm<
    { code: string },
    DeletionField,
    Awaited<ReturnType<ConfirmAccountDeletion['execute']>>
  >({
    initial: { code: '' },
    messages: DELETION_MESSAGES,
    answers: { code: ['invalid'] },
    send: async ({ code }) => {
      const answer = await confirmDeletion.execute(code);
      return answer.kind === 'invalid-code' ? { kind: 'invalid', errors: { code: 'invalid' } } : answer;
    },
    onOutcome: () => navigate(PATHS.accountDeleted, { replace: true }),
  });
  return (
    <InnerPage title={t('deletion.confirmTitle')}>
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="5" maxW="xl">
          <Text>{t('deletion.codeSent', { email: account?.email ?? '' })}</Text>
          <Alert.Root status="error" role="note">
            <Alert.Indicator aria-hidden="true" />
            <Alert.Description>{t('deletion.irreversible')}</Alert.Description>
          </Alert.Root>
          <TextField
            label={t('deletion.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            {...fieldProps('code')}
            onValueChange={(value) => change('code', value.replace(/[^\d]/g, '').slice(0, 6))}
          />
          <FormAlert message={throttled} />
          <HStack gap="3" wrap="wrap">
            <Button type="submit" colorPalette="red" loading={submitting}>
              {t('deletion.confirm')}
            </Button>
            <Button asChild variant="outline">
              <RouterLink to={PATHS.deletionRequest}>{t('deletion.newCode')}</RouterLink>
            </Button>
          </HStack>
        </Stack>
      </form>
    </InnerPage>
  );
}
