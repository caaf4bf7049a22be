import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../shared/paths';
import SpendingChart from './spending-chart';
import { SUMMARY_FRAME, SummaryPlace } from './summary-place';
import { useSpending } from './use-spending';

/**
 * The last 12 months' spending summarised on the dashboard (docs/behaviour/screens.md#spending): the total, a small
 * chart, and the way to the payments page where the figures are in a table too.
 */
export function SpendingSummary() {
  const { t } = useTranslation('records', { useSuspense: true });
  const { query, spending, monthLabel, money } = useSpending();
  const headingId = useId();
  // Its room held while the payments are read (not while they wait for the network: nothing shows offline).
  if (query.isPending && query.fetchStatus !== 'paused') return <SummaryPlace />;
  if (!spending || spending.cards.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby={headingId} {...SUMMARY_FRAME}>
      <Heading as="h2" size="md" id={headingId}>
        {t('spending.heading')}
      </Heading>
      <Text fontSize="lg" fontWeight="semibold">
        {t('spending.summary', { total: money(spending.total) })}
      </Text>
      <SpendingChart spending={spending} monthLabel={(month) => monthLabel(month, false)} money={money} compact />
      <Button asChild variant="outline" size="sm" alignSelf="start">
        <RouterLink to={PATHS.payments}>{t('spending.seeAll')}</RouterLink>
      </Button>
    </Stack>
  );
}
