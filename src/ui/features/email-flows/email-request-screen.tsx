import { Button, Link, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmailField } from '../../shared/form/email-field';
import { FormAlert } from '../../shared/form/form-alert';
import { PublicCard } from '../../shared/public-card';
import { PATHS } from '../../shared/paths';
import { useEmailRequestForm, type EmailRequestKind } from './use-email-request-form';

const TITLES: Readonly<Record<EmailRequestKind, string>> = {
  resend: 'common:pages.resendConfirmation',
  forgot: 'common:pages.forgotPassword',
};

/** Resend confirmation (/resend_confirmation_email) and Forgot password (/forgot_password): an e-mail and submit. */
export function EmailRequestScreen({ kind }: { kind: EmailRequestKind }) {
  const { t } = useTranslation('account');
  const { submitting, submit, errorOf, fieldProps, formRef } = useEmailRequestForm(kind);
  return (
    <PublicCard title={t(TITLES[kind])} subtitle={t(`${kind}.text`)}>
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="5">
          <EmailField label={t('fields.email')} placeholder={t('fields.emailPlaceholder')} {...fieldProps('email')} />
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
