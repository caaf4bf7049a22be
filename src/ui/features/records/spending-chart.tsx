import { Chart, useChart } from '@chakra-ui/charts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { MonthlySpending } from '../../../core/statements/monthly-spending';
import { SUMMARY_CHART_HEIGHT } from './summary-place';

/** The palette's tokens the bars take in turn, one per card. */
const COLORS = ['blue.solid', 'orange.solid', 'teal.solid', 'purple.solid', 'pink.solid', 'green.solid'] as const;

/**
 * The bars of the last 12 months' spending, stacked per card (docs/behaviour/screens.md#spending): the charting
 * library comes with the pieces that show it (spending-pieces.ts), on those pages only. The chart is a picture for sighted riders: it is
 * hidden from assistive technologies, which read the same figures in the table beside it.
 */
export default function SpendingChart({
  spending,
  monthLabel,
  money,
  compact = false,
}: {
  readonly spending: MonthlySpending;
  readonly monthLabel: (month: string) => string;
  readonly money: (minor: number) => string;
  readonly compact?: boolean;
}) {
  const { t } = useTranslation('records', { useSuspense: true });
  const totals = new Map(spending.months.map((row) => [monthLabel(row.month), row.total]));
  const totalOf = (month: string) => totals.get(month) ?? 0;
  const chart = useChart<Record<string, string | number>>({
    data: spending.months.map((row) => ({
      month: monthLabel(row.month),
      ...Object.fromEntries(spending.cards.map((card) => [card.key, (row.perCard[card.key] ?? 0) / 100])),
    })),
    series: spending.cards.map((card, index) => ({
      name: card.key,
      label: card.label,
      color: COLORS[index % COLORS.length],
      stackId: 'cards',
    })),
  });
  return (
    <Chart.Root h={compact ? SUMMARY_CHART_HEIGHT : '64'} aspectRatio="auto" chart={chart} aria-hidden="true">
      <BarChart data={chart.data} accessibilityLayer={false} responsive style={{ width: '100%', height: '100%' }}>
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis dataKey={chart.key('month')} tickLine={false} axisLine={false} />
        {!compact && (
          <YAxis tickLine={false} axisLine={false} width={64} tickFormatter={(value: number) => money(value * 100)} />
        )}
        <Tooltip
          cursor={{ fill: chart.color('bg.muted') }}
          animationDuration={0}
          content={
            <Chart.Tooltip
              formatter={(value: number) => money(Math.round(value * 100))}
              labelFormatter={(label: ReactNode) =>
                t('spending.tooltip', { month: String(label), total: money(totalOf(String(label))) })
              }
            />
          }
        />
        {spending.cards.length > 1 && <Legend content={<Chart.Legend />} />}
        {chart.series.map((item) => (
          <Bar
            key={String(item.name)}
            isAnimationActive={false}
            dataKey={chart.key(item.name)}
            fill={chart.color(item.color)}
            stackId={item.stackId}
          />
        ))}
      </BarChart>
    </Chart.Root>
  );
}
