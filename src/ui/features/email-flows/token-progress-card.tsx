import { Button, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PublicCard } from '../../shared/public-card';
import { PATHS } from '../../shared/paths';

interface TokenProgressCardProps {
  readonly title: string;
  /** The request did not complete (the error modal said why): offer to try again. */
  readonly failed: boolean;
  readonly onRetry: () => void;
}

/** A token screen while its request runs (docs/behaviour/screens.md#token-pages): a spinner, or a retry when it failed. */
export function TokenProgressCard({ title, failed, onRetry }: TokenProgressCardProps) {
  const { t } = useTranslation('email-flows');
  return (
    <PublicCard title={title}>
      {failed ? (
        <Stack gap="5" textAlign="center">
          <Text>{t('confirmation.failed')}</Text>
          <Button size="lg" w="full" onClick={onRetry}>
            {t('confirmation.retry')}
          </Button>
          <Link asChild color="brand.fg" alignSelf="center" fontWeight="medium">
            <RouterLink to={PATHS.login}>{t('backToLogin')}</RouterLink>
          </Link>
        </Stack>
      ) : (
        <Stack gap="4" align="center" role="status">
          <Spinner size="lg" color="brand.fg" />
          <Text color="fg.muted">{t('confirmation.wait')}</Text>
        </Stack>
      )}
    </PublicCard>
  );
}
