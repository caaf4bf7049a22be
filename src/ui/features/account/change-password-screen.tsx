import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ChangePasswordField } from '../../../core/account/account-settings';
import { ChangePassword } from '../../../core/account/change-password';
import { useUseCase } from '../../shared/di/use-use-case';
import { PasswordField } from '../../shared/form/password-field';
import { useFieldForm } from '../../shared/form/use-field-form';
import { InnerPage } from '../../shared/inner-page';
import { PATHS } from '../../shared/paths';
import { useToasts } from '../../shared/toaster';
import { PASSWORD_MESSAGES } from './account-messages';
import { FormAlert } from '../../shared/form/form-alert';

/** Change password (docs/behaviour/screens.md#change-password): the current one, the new one twice, each with show/hide. */
export function ChangePasswordScreen() {
  const { t } = useTranslation('account', { useSuspense: true });
  const changePassword = useUseCase(ChangePassword);
  const navigate = useNavigate();
  const toasts = useToasts();
  const [noPassword, setNoPassword] = useState(false);
  const { submitting, submit, fieldProps, formRef, throttled } = useFieldForm<
    { current: string; next: string; confirm: string },
    ChangePasswordField,
    Awaited<ReturnType<ChangePassword['execute']>>
  >({
    initial: { current: '', next: '', confirm: '' },
    messages: PASSWORD_MESSAGES,
    answers: { current: ['invalid'] },
    send: (values) => changePassword.execute(values),
    onOutcome: (outcome) => {
      if (outcome.kind === 'no-password') return setNoPassword(true);
      toasts.notify(t('password.done'));
      return navigate(PATHS.account);
    },
  });
  return (
    <InnerPage title={t('password.title')}>
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="5" bg="bg" borderWidth="1px" rounded="lg" p={{ base: '5', md: '8' }} maxW="xl">
          {noPassword && (
            <Alert.Root status="info" role="alert">
              <Alert.Indicator aria-hidden="true" />
              <Alert.Description>{t('password.noPassword')}</Alert.Description>
            </Alert.Root>
          )}
          <PasswordField label={t('password.current')} autoComplete="current-password" {...fieldProps('current')} />
          <PasswordField
            label={t('password.next')}
            autoComplete="new-password"
            hint={t('password.hint')}
            {...fieldProps('next')}
          />
          <PasswordField label={t('password.confirm')} autoComplete="new-password" {...fieldProps('confirm')} />
          <FormAlert message={throttled} />
          <HStack gap="3" wrap="wrap">
            <Button type="submit" loading={submitting}>
              {t('password.submit')}
            </Button>
            <Button variant="outline" onClick={() => void navigate(PATHS.account)}>
              {t('edit.cancel')}
            </Button>
          </HStack>
        </Stack>
      </form>
    </InnerPage>
  );
}
