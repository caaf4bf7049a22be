import { Box, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MonthlySpending } from '../../../core/statements/monthly-spending';

/** The chart's figures as a table (docs/behaviour/screens.md#spending): a row per month, a column per card, the total. */
export function SpendingTable({
  spending,
  monthLabel,
  money,
}: {
  readonly spending: MonthlySpending;
  readonly monthLabel: (month: string) => string;
  readonly money: (minor: number) => string;
}) {
  const { t } = useTranslation('records', { useSuspense: true });
  return (
    <Box overflowX="auto" tabIndex={0} aria-label={t('spending.tableCaption')} role="region">
      <Table.Root size="sm">
        <Table.Caption captionSide="top" textAlign="start" color="fg">
          {t('spending.tableCaption')}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{t('spending.month')}</Table.ColumnHeader>
            {spending.cards.map((card) => (
              <Table.ColumnHeader key={card.key} scope="col" textAlign="end">
                {card.label}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader scope="col" textAlign="end">
              {t('spending.total')}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {spending.months.map((row) => (
            <Table.Row key={row.month}>
              <Table.Cell as="th" scope="row" fontWeight="normal">
                {monthLabel(row.month)}
              </Table.Cell>
              {spending.cards.map((card) => (
                <Table.Cell key={card.key} textAlign="end">
                  {money(row.perCard[card.key] ?? 0)}
                </Table.Cell>
              ))}
              <Table.Cell textAlign="end" fontWeight="semibold">
                {money(row.total)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row>
            <Table.Cell as="th" scope="row" fontWeight="normal">
              {t('spending.total')}
            </Table.Cell>
            {spending.cards.map((card) => (
              <Table.Cell key={card.key} textAlign="end">
                {money(spending.months.reduce((sum, row) => sum + (row.perCard[card.key] ?? 0), 0))}
              </Table.Cell>
            ))}
            <Table.Cell textAlign="end" fontWeight="semibold">
              {money(spending.total)}
            </Table.Cell>
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Box>
  );
}
