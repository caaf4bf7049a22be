import { Field, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { BusyButton } from '../../shared/busy-button';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addMonths, firstOfMonth, lastOfMonth } from '../../../core/shared/calendar-day';
import { formatMonth } from '../../../core/shared/format-date-time';
import { useAccountLocale } from '../../shared/hooks/use-account-locale';
import { useBankCardsQuery } from '../../shared/server-state/cards-queries';
import { useOperatorToday } from './use-operator-today';
import { useStatementDownload } from './use-statement-download';
import { STATEMENT_HISTORY_MONTHS } from '../../../../contract/operator-rules.mjs';

/**
 * The months a statement can be asked for, newest first (YYYY-MM-01): this one (to date) and the ones before it within
 * the history the operator keeps — the periods it numbers (contract/operator-rules.mjs), none other.
 */
const monthsTo = (today: string) =>
  Array.from({ length: STATEMENT_HISTORY_MONTHS + 1 }, (_, index) => addMonths(firstOfMonth(today), -index));

/**
 * "Statement for expenses" on the payments page (docs/behaviour/screens.md#statements): a month (last month by
 * default), then the PDF or the CSV. Shown only for an operator offering `statements`.
 */
export function StatementPanel() {
  const { t, i18n } = useTranslation('records', { useSuspense: true });
  const locale = useAccountLocale();
  const opened = useOperatorToday().today;
  const [today, setToday] = useState(opened);
  const months = useMemo(() => monthsTo(today), [today]);
  const [chosen, setMonth] = useState(months[1]!);
  // A month the history no longer reaches (the day moved on) gives way to the oldest it still does.
  const month = months.includes(chosen) ? chosen : months.at(-1)!;
  const cards = useBankCardsQuery();
  const aliasPans = useMemo(() => cards.data?.map((card) => card.aliasPan) ?? [], [cards.data]);
  const { busy, download } = useStatementDownload(aliasPans, setToday);
  const headingId = useId();
  const monthName = (day: string) => formatMonth(day, locale, 'long', i18n.language);
  const range = { from: month, to: lastOfMonth(month) < today ? lastOfMonth(month) : today };
  const noCards = cards.data !== undefined && cards.data.length === 0;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" borderWidth="1px" rounded="lg" p={{ base: '4', md: '5' }}>
      <Heading as="h2" size="md" id={headingId}>
        {t('statement.heading')}
      </Heading>
      <Text>{t('statement.intro')}</Text>
      <HStack gap="3" align="end" wrap="wrap">
        <Field.Root maxW="xs">
          <Field.Label>{t('statement.month')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={month} onChange={(event) => setMonth(event.currentTarget.value)}>
              {months.map((day) => (
                <option key={day} value={day}>
                  {monthName(day)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator aria-hidden="true" />
          </NativeSelect.Root>
        </Field.Root>
        <BusyButton
          size="sm"
          busy={busy !== null}
          busyText={busy === 'pdf' ? t('statement.preparing') : undefined}
          disabled={noCards || cards.data === undefined}
          onClick={() => void download(range, 'pdf')}
        >
          {t('statement.pdf')}
        </BusyButton>
        <BusyButton
          size="sm"
          variant="outline"
          busy={busy !== null}
          busyText={busy === 'csv' ? t('statement.preparing') : undefined}
          disabled={noCards || cards.data === undefined}
          onClick={() => void download(range, 'csv')}
        >
          {t('statement.csv')}
        </BusyButton>
      </HStack>
      {noCards && <Text>{t('statement.noCards')}</Text>}
    </Stack>
  );
}
