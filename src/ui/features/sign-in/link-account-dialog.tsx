import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginWithProvider, type LinkRequired } from '../../../core/session/login-with-provider';
import { isTooManyAttempts, minutesToWait } from '../../../core/shared/service-failure';
import { useUseCase } from '../../shared/di/use-use-case';
import { fieldErrorKey } from '../../shared/form/field-error-key';
import { PasswordField } from '../../shared/form/password-field';
import { useAction } from '../../shared/hooks/use-action';
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
 */
export default function LinkAccountDialog({ pending, providerLabel, onClose }: LinkAccountDialogProps) {
  const { t } = useTranslation('auth');
  const loginWithProvider = useUseCase(LoginWithProvider);
  const completeLogin = useCompleteLogin();
  const run = useAction();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const passwordInput = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const outcome = await run(() =>
      loginWithProvider.link(pending, password).catch((failure: unknown) => {
        if (!isTooManyAttempts(failure)) throw failure;
        setError(t('common:errors.tooManyAttempts', { minutes: minutesToWait(failure) }));
        return undefined;
      }),
    );
    setBusy(false);
    if (!outcome) return;
    if (outcome.kind === 'invalid') {
      const code = outcome.errors.password ?? 'invalid';
      return setError(t(fieldErrorKey(LOGIN_MESSAGES, 'password', code)));
    }
    onClose();
    await completeLogin(outcome);
  };

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center" initialFocusEl={() => passwordInput.current}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <form onSubmit={(event) => void submit(event)} noValidate>
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
                    name="password"
                    autoComplete="current-password"
                    value={password}
                    error={error}
                    onValueChange={(value) => {
                      setPassword(value);
                      setError(undefined);
                    }}
                  />
                  <Text textStyle="sm" color="fg.muted">
                    {t('link.noPassword')}
                  </Text>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {t('link.cancel')}
                </Button>
                <Button type="submit" loading={busy}>
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
