import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PublicCard } from '../../shared/public-card';
import { PATHS } from '../../shared/paths';
import { EmailAddress } from './email-address';

/** Which e-mail was sent: the sign-up's confirmation, a requested one, or the neutral notice. */
export type SentEmailNotice = 'signUp' | 'succeeded' | 'ifExists';

const TITLES: Readonly<Record<SentEmailNotice, string>> = {
  signUp: 'common:pages.signUpSucceeded',
  succeeded: 'common:pages.sentEmailSucceeded',
  ifExists: 'common:pages.sentEmailIfExists',
};

/**
 * The sent-email notices (docs/behaviour/screens.md#sent-e-mail-notices): /sign/up/succeeded, /sent_email/succeeded and
 * /sent_email/if_exists, each showing the address of `sent_to`. The if_exists notice reads the
 * same whether or not the address has an account.
 */
export function SentEmailScreen({ notice }: { notice: SentEmailNotice }) {
  const { t } = useTranslation('email-flows', { useSuspense: true });
  const [params] = useSearchParams();
  const address = params.get('sent_to')?.trim();
  return (
    <PublicCard title={t(TITLES[notice])}>
      <Stack gap="4" textAlign="center">
        <Text>{t(`sentEmail.${notice}`)}</Text>
        {address ? (
          <EmailAddress>{address}</EmailAddress>
        ) : (
          <Text fontWeight="semibold">{t('sentEmail.yourAddress')}</Text>
        )}
        <Text>{t(notice === 'signUp' ? 'sentEmail.signUpNext' : 'sentEmail.next')}</Text>
        <Text color="fg.muted" fontSize="sm">
          {t('sentEmail.spam')}
        </Text>
        <Button asChild size="lg" w="full" mt="2">
          <RouterLink to={PATHS.login}>{t('backToLogin')}</RouterLink>
        </Button>
        {notice === 'signUp' && (
          <Link asChild color="brand.fg" alignSelf="center" fontWeight="medium" fontSize="sm">
            <RouterLink to={PATHS.resendConfirmation}>{t('sentEmail.resend')}</RouterLink>
          </Link>
        )}
      </Stack>
    </PublicCard>
  );
}
