import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../shared/hooks/use-session';
import { InnerPage } from '../shared/inner-page';
import { PublicCard } from '../shared/public-card';
import { PATHS, type PageName } from '../shared/paths';

/** A page of a later issue: says honestly that it is not available yet, and shows no data. */
export function UnavailableScreen({ page }: { page: PageName }) {
  const { t } = useTranslation('common');
  const signedIn = useSession() !== null;
  const title = t(`pages.${page}`);
  const notice = (
    <Text fontSize="lg" color="fg.muted">
      {t('unavailable.text')}
    </Text>
  );
  if (signedIn) return <InnerPage title={title}>{notice}</InnerPage>;
  return (
    <PublicCard title={title}>
      <Stack gap="6" textAlign="center">
        {notice}
        <Button asChild variant="outline" size="lg">
          <RouterLink to={PATHS.login}>{t('unavailable.backToLogin')}</RouterLink>
        </Button>
      </Stack>
    </PublicCard>
  );
}
