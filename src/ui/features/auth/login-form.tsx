import { Button, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../components/form/password-field';
import { TextField } from '../../components/form/text-field';
import { useLoginForm } from './use-login-form';

/** E-mail and password, the Login button (spec 2.4). */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const { values, submitting, change, submit, errorOf, formRef } = useLoginForm();
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="5">
      <TextField
        label={t('login.email')}
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        placeholder={t('login.emailPlaceholder')}
        value={values.email}
        error={errorOf('email')}
        onValueChange={(value) => change('email', value)}
      />
      <PasswordField
        label={t('login.password')}
        name="password"
        autoComplete="current-password"
        value={values.password}
        error={errorOf('password')}
        onValueChange={(value) => change('password', value)}
      />
      <Button type="submit" size="lg" loading={submitting} loadingText={t('login.submitting')} w="full">
        {t('login.submit')}
      </Button>
      </Stack>
    </form>
  );
}
