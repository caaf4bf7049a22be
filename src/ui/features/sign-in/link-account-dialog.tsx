import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginField, LoginOutcome } from '../../../core/session/login-user';
import { LoginWithProvider, type LinkRequired } from '../../../core/session/login-with-provider';
import { useUseCase } from '../../shared/di/use-use-case';
import { FormAlert } from '../../shared/form/form-alert';
import { PasswordField } from '../../shared/form/password-field';
import { useFieldForm } from '../../shared/form/use-field-form';
import { LOGIN_MESSAGES } from './login-messages';
import { useCompleteLogin } from './use-complete-login';

export interface LinkAccountDialogProps {
  readonly pending: LinkRequired;
  /** The provider's name as the login buttons show it. */
  readonly providerLabel: string;
  readonly onClose: () => void;
}

/**
 * The provider's e-mail belongs to an account already (docs/identity-providers.md): the rider
 * proves it is theirs with its password once, and the provider is linked to it from then on.
 * A form like the login's: the same messages, one submission at a time, the throttle's wait on it.
 */
export default function LinkAccountDialog({ pending, providerLabel, onClose }: LinkAccountDialogProps) {
  const { t } = useTranslation('sign-in');
  const loginWithProvider = useUseCase(LoginWithProvider);
  const completeLogin = useCompleteLogin();
  const passwordInput = useRef<HTMLInputElement>(null);
  const { submitting, submit, fieldProps, formRef, throttled } = useFieldForm<
    { password: string },
    LoginField,
    LoginOutcome
  >({
    initial: { password: '' },
    messages: LOGIN_MESSAGES,
    // 'invalid' is the operator's 'Password Incorrect', not a mistake in filling the form.
    answers: { password: ['invalid'] },
    send: ({ password }) => loginWithProvider.link(pending, password),
    onOutcome: (outcome) => {
      onClose();
      return completeLogin(outcome);
    },
  });

  return (
    <Dialog.Root
      open
      onOpenChange={(e) => !e.open && onClose()}
      placement="center"
      initialFocusEl={() => passwordInput.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t('link.title', { provider: providerLabel })}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description asChild>
                    <Text>{t('link.text', { provider: providerLabel, email: pending.email })}</Text>
                  </Dialog.Description>
                  <PasswordField
                    label={t('login.password')}
                    ref={passwordInput}
                    autoComplete="current-password"
                    {...fieldProps('password')}
                  />
                  <Text textStyle="sm" color="fg.muted">
                    {t('link.noPassword')}
                  </Text>
                  <FormAlert message={throttled} />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {t('link.cancel')}
                </Button>
                <Button type="submit" loading={submitting}>
                  {t('link.submit')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
