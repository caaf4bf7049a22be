import { Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../shared/query/query-state';
import { SpendingTable } from './spending-table';
import SpendingChart from './spending-chart';
import { useSpending } from './use-spending';

/**
 * The last 12 months' spending per month and per card on the payments page (docs/behaviour/screens.md#spending): the
 * chart (its library loaded now) and the same figures in a table. Shown once, the figures stay: a later read that fails
 * (back online on an unsteady line) puts no error over them (docs/adr/0012-offline-reading.md).
 */
export function SpendingPanel() {
  const { t } = useTranslation('records', { useSuspense: true });
  const { query, spending, monthLabel, money } = useSpending();
  const headingId = useId();
  const short = (month: string) => monthLabel(month, false);
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" borderWidth="1px" rounded="lg" p={{ base: '4', md: '5' }}>
      <Heading as="h2" size="md" id={headingId}>
        {t('spending.heading')}
      </Heading>
      <QueryState query={query} loading={<Text>{t('spending.loading')}</Text>} failedTitle={t('spending.failed')}>
        {() =>
          spending && (
            <>
              {spending.total === 0 && spending.cards.length === 0 ? (
                <Text>{t('spending.empty')}</Text>
              ) : (
                <>
                  <Text>{t('spending.summary', { total: money(spending.total) })}</Text>
                  <Text srOnly>{t('spending.chartLabel')}</Text>
                  <SpendingChart spending={spending} monthLabel={short} money={money} />
                  <SpendingTable spending={spending} monthLabel={monthLabel} money={money} />
                </>
              )}
              {spending.otherCurrencies && <Text>{t('spending.mixed')}</Text>}
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}
