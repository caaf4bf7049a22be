import { Button, Link, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { EmailField } from '../../shared/form/email-field';
import { FormAlert } from '../../shared/form/form-alert';
import { PublicCard } from '../../shared/public-card';
import { PATHS } from '../../shared/paths';
import { useEmailRequestForm, type EmailRequestKind } from './use-email-request-form';

const TITLES: Readonly<Record<EmailRequestKind, string>> = {
  resend: 'common:pages.resendConfirmation',
  forgot: 'common:pages.forgotPassword',
};

/** Where an error that is no dead end leads: a confirmed rider logs in, an unconfirmed one confirms first. */
const WAYS_ON = {
  resend: { code: 'AccountAlreadyConfirmed', to: PATHS.login, label: 'resend.loginInstead' },
  forgot: { code: 'UnconfirmedEmail', to: PATHS.resendConfirmation, label: 'forgot.resendInstead' },
} as const;

/** Resend confirmation (/resend_confirmation_email) and Forgot password (/forgot_password): an e-mail and submit. */
export function EmailRequestScreen({ kind }: { kind: EmailRequestKind }) {
  const { t } = useTranslation('email-flows', { useSuspense: true });
  const { submitting, submit, errorOf, codeOf, fieldProps, formRef, throttled } = useEmailRequestForm(kind);
  const wayOn = WAYS_ON[kind];
  return (
    <PublicCard title={t(TITLES[kind])} subtitle={t(`${kind}.text`)}>
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="5">
          <EmailField
            label={t('common:fields.email')}
            placeholder={t('common:fields.emailPlaceholder')}
            {...fieldProps('email')}
          />
          {codeOf('email') === wayOn.code && (
            <Link asChild color="brand.fg" fontWeight="semibold" alignSelf="start" mt="-2">
              <RouterLink to={wayOn.to}>{t(wayOn.label)}</RouterLink>
            </Link>
          )}
          <FormAlert message={errorOf('captcha') ?? throttled} />
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
