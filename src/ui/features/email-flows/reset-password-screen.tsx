import { Button, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { PASSWORD_RULES_HINT, PasswordField } from '../../shared/form/password-field';
import { PublicCard } from '../../shared/public-card';
import { PATHS } from '../../shared/paths';
import { useResetPasswordForm } from './use-reset-password-form';
import { useResetToken } from './use-reset-token';
import { FormAlert } from '../../shared/form/form-alert';

type Field = 'newPassword' | 'confirmNewPassword';

const TOGGLES: Readonly<Record<Field, string>> = {
  newPassword: 'reset.showNewPassword',
  confirmNewPassword: 'reset.showConfirmNewPassword',
};

/**
 * Reset password (/reset_password, docs/behaviour/screens.md#reset-password): new and confirm fields with show/hide. The token
 * comes from the previous screen's router state (or a `?token=` link) and stays in the tab's
 * memory until it is used up (use-reset-token.ts); without one, the request has expired.
 */
export function ResetPasswordScreen() {
  const { t } = useTranslation('email-flows', { useSuspense: true });
  const token = useResetToken();
  const { submitting, submit, fieldProps, formRef, throttled } = useResetPasswordForm(token);
  if (token === null) return <Navigate to={PATHS.requestExpired} replace />;
  return (
    <PublicCard title={t('common:pages.resetPassword')} subtitle={t('reset.subtitle')}>
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="5">
          {(['newPassword', 'confirmNewPassword'] as const).map((field) => (
            <PasswordField
              key={field}
              label={t(`reset.${field}`)}
              toggleLabel={t(TOGGLES[field])}
              hint={field === 'newPassword' ? t(PASSWORD_RULES_HINT) : undefined}
              autoComplete="new-password"
              {...fieldProps(field)}
            />
          ))}
          <FormAlert message={throttled} />
          <Button type="submit" size="lg" w="full" loading={submitting} loadingText={t('reset.submitting')}>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
    </PublicCard>
  );
}
