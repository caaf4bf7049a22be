import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { lastTwelveMonths, monthlySpending, type MonthlySpending } from '../../../core/statements/monthly-spending';
import { formatMonth } from '../../../core/shared/format-date-time';
import { formatMoney } from '../../../core/travels/money';
import { useAccountLocale } from '../../shared/hooks/use-account-locale';
import type { ReadView } from '../../shared/query/read-view';
import { usePaymentsQuery } from '../../shared/server-state/travels-queries';
import { useOperatorToday } from './use-operator-today';

const CHARGED = { succeeded: true, failed: false } as const;

/**
 * The last 12 months' spending (docs/behaviour/screens.md#spending), from the payments list the payments page reads
 * (the same query, so the chart and the list never disagree): months named in the interface's language, amounts and
 * the order of a date's parts in the rider's locale.
 */
export function useSpending(): {
  readonly query: ReadView<unknown>;
  readonly spending: MonthlySpending | undefined;
  readonly monthLabel: (month: string, long?: boolean) => string;
  readonly money: (minor: number) => string;
} {
  const { today, timeZone } = useOperatorToday();
  const locale = useAccountLocale();
  const { language } = useTranslation().i18n;
  const range = useMemo(() => lastTwelveMonths(today), [today]);
  const query = usePaymentsQuery(range, CHARGED);
  const spending = useMemo(
    () => (query.data ? monthlySpending(query.data, today, timeZone) : undefined),
    [query.data, today, timeZone],
  );
  const currency = spending?.currency ?? 'EUR';
  return {
    query,
    spending,
    monthLabel: (month, long = true) => formatMonth(month, locale, long ? 'long' : 'short', language),
    money: (minor) => formatMoney({ minor, currency }, locale),
  };
}
