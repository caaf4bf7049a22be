import { Button, Link, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormAlert } from '../../components/form/form-alert';
import { TextField } from '../../components/form/text-field';
import { PublicCard } from '../../layouts/public-card';
import { PATHS } from '../../routes/paths';
import { useEmailRequestForm, type EmailRequestKind } from './use-email-request-form';

const TITLES: Readonly<Record<EmailRequestKind, string>> = {
  resend: 'common:pages.resendConfirmation',
  forgot: 'common:pages.forgotPassword',
};

/** Resend confirmation (/resend_confirmation_email) and Forgot password (/forgot_password): an e-mail and submit. */
export function EmailRequestScreen({ kind }: { kind: EmailRequestKind }) {
  const { t } = useTranslation('account');
  const { values, submitting, change, submit, errorOf, formRef } = useEmailRequestForm(kind);
  return (
    <PublicCard title={t(TITLES[kind])} subtitle={t(`${kind}.text`)}>
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="5">
          <TextField
            label={t('fields.email')}
            type="email"
            name="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t('fields.emailPlaceholder')}
            value={values.email}
            error={errorOf('email')}
            onValueChange={(value) => change('email', value)}
          />
          <FormAlert message={errorOf('captcha')} />
          <Button type="submit" size="lg" w="full" loading={submitting} loadingText={t('sending')}>
            {t(`${kind}.submit`)}
          </Button>
          <Link asChild color="brand.fg" alignSelf="center" fontWeight="medium">
            <RouterLink to={PATHS.login}>{t('backToLogin')}</RouterLink>
          </Link>
        </Stack>
      </form>
    </PublicCard>
  );
}
