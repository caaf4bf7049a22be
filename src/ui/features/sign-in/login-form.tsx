import { Button, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { EmailField } from '../../shared/form/email-field';
import { PasswordField } from '../../shared/form/password-field';
import { useLoginForm } from './use-login-form';
import { FormAlert } from '../../shared/form/form-alert';

/** E-mail and password, the Login button (docs/behaviour/screens.md#login). */
export function LoginForm() {
  const { t } = useTranslation('sign-in');
  const { submitting, submit, fieldProps, formRef, throttled } = useLoginForm();
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="5">
        <EmailField
          label={t('login.email')}
          autoComplete="username"
          placeholder={t('login.emailPlaceholder')}
          {...fieldProps('email')}
        />
        <PasswordField label={t('login.password')} autoComplete="current-password" {...fieldProps('password')} />
        <FormAlert message={throttled} />
        <Button type="submit" size="lg" loading={submitting} loadingText={t('login.submitting')} w="full">
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
