import { Button } from '@chakra-ui/react';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { journeyDays, type TravelDay } from '../../../core/travels/journey-days';
import type { Ticket } from '../../../core/travels/ticket';
import { useAccountLocale } from '../../shared/hooks/use-account-locale';
import { STATIC_CLASSES } from '../../shared/static-styles';
import { JourneyDay } from './journey-day';
import { journeyTexts } from './journey-texts';

/** Days on a page of the journey view. */
export const DAYS_PER_PAGE = 7;
/** The first page opens its newest days until about this many journeys show (at least the newest day). */
export const OPEN_JOURNEYS = 40;
/** The mark set when the journey view first shows its days (scripts/bench.mjs). */
export const FIRST_JOURNEYS_MARK = 'tapway:first-journeys';
/** The User Timing measure of grouping the trips by day (scripts/bench.mjs reports it). */
export const GROUPING_MEASURE = 'tapway:journey-days';

/** The days the first page opens: the newest, and the next ones while the journeys shown stay within OPEN_JOURNEYS. */
export function initiallyOpen(days: readonly TravelDay[]): Set<string> {
  const open = new Set<string>();
  let shown = 0;
  for (const day of days.slice(0, DAYS_PER_PAGE)) {
    if (open.size > 0 && shown + day.journeys.length > OPEN_JOURNEYS) break;
    open.add(day.day);
    shown += day.journeys.length;
  }
  return open;
}

/**
 * The trips grouped by travel day (docs/behaviour/screens.md#journeys): a page of days, newest first, each a disclosure;
 * only the page's days are made (the open days' journeys first, the closed days' once the page is idle), so a year of
 * trips shows at once.
 */
export function JourneyView({
  tickets,
  fallbackZone,
  onOpen,
}: {
  tickets: readonly Ticket[];
  fallbackZone: string;
  onOpen: (ticket: Ticket) => void;
}) {
  const { t, i18n } = useTranslation('travels');
  const locale = useAccountLocale();
  const days = useMemo(() => {
    const start = `${GROUPING_MEASURE}:start`;
    performance.mark(start);
    const grouped = journeyDays(tickets, fallbackZone);
    performance.measure(GROUPING_MEASURE, start);
    return grouped;
  }, [tickets, fallbackZone]);
  const texts = useMemo(() => journeyTexts(t, locale, i18n.language), [t, locale, i18n.language]);
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => initiallyOpen(days));
  const toggle = useCallback(
    (day: string) =>
      setOpen((current) => {
        const next = new Set(current);
        if (!next.delete(day)) next.add(day);
        return next;
      }),
    [],
  );
  useEffect(() => {
    if (days.length > 0) performance.mark(FIRST_JOURNEYS_MARK);
  }, [days.length]);
  const shown = days.slice(page * DAYS_PER_PAGE, (page + 1) * DAYS_PER_PAGE);
  return (
    <div className={STATIC_CLASSES.days} role="region" aria-label={t('journeys.label')}>
      {shown.map((day) => (
        <JourneyDay key={day.day} day={day} open={open.has(day.day)} onToggle={toggle} onOpen={onOpen} texts={texts} />
      ))}
      <JourneyPager page={page} shown={shown.length} days={days.length} locale={locale} onPage={setPage} />
    </div>
  );
}

/** Which days the page shows, and the way to the others. Memoised: opening or closing a day leaves it as it was. */
const JourneyPager = memo(function JourneyPager({
  page,
  shown,
  days,
  locale,
  onPage,
}: {
  page: number;
  shown: number;
  days: number;
  locale: string;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('travels');
  const { t: common } = useTranslation('common');
  const pages = Math.max(1, Math.ceil(days / DAYS_PER_PAGE));
  const number = new Intl.NumberFormat(locale);
  return (
    <div className={STATIC_CLASSES.pager}>
      <p className={STATIC_CLASSES.pagerInfo} role="status">
        {t('journeys.pageInfo', {
          from: number.format(page * DAYS_PER_PAGE + 1),
          to: number.format(page * DAYS_PER_PAGE + shown),
          total: number.format(days),
          count: days,
        })}
      </p>
      <div className={STATIC_CLASSES.pagerButtons}>
        <Button size="sm" variant="outline" disabled={page === 0} onClick={() => onPage(page - 1)}>
          {common('dataTable.previous')}
        </Button>
        <Button size="sm" variant="outline" disabled={page >= pages - 1} onClick={() => onPage(page + 1)}>
          {common('dataTable.next')}
        </Button>
      </div>
    </div>
  );
});
