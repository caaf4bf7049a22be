import type { TFunction } from 'i18next';
import { formatLongDay, formatTimeOfDay } from '../../../core/shared/format-date-time';
import type { Journey, TravelDay } from '../../../core/travels/journey-days';
import { formatMoney } from '../../../core/travels/money';
import { journeyRoute } from '../../shared/journey-route';

/** The words and formats a journey list repeats, built once per language rather than in every row. */
export interface JourneyTexts {
  readonly route: (journey: Journey) => string;
  readonly times: (journey: Journey) => string;
  readonly fare: (journey: Journey) => string;
  readonly incomplete: string;
  readonly dayName: (day: TravelDay) => string;
  readonly dayCount: (day: TravelDay) => string;
  readonly dayTotal: (day: TravelDay) => string;
  readonly dayIncomplete: (day: TravelDay) => string;
  readonly showAll: (day: TravelDay) => string;
}

/** "Termini → Colosseo · 08:12–08:31 · 1,50 €" in pieces (docs/behaviour/screens.md#journeys). */
export function journeyTexts(t: TFunction<'travels'>, locale: string, language: string): JourneyTexts {
  return {
    route: (journey) => journeyRoute(t, journey.from, journey.to),
    times: ({ ticket, timeZone }) => {
      const start = formatTimeOfDay(ticket.validFrom, locale, timeZone);
      return ticket.lastTapAt ? `${start}–${formatTimeOfDay(ticket.lastTapAt, locale, timeZone)}` : start;
    },
    fare: (journey) => formatMoney(journey.ticket.amount, locale),
    incomplete: t('journeys.incomplete'),
    dayName: (day) => formatLongDay(day.day, locale, language),
    dayCount: (day) => t('journeys.count', { count: day.journeys.length }),
    dayTotal: ({ total }) =>
      total.kind === 'total'
        ? t('journeys.total', { amount: formatMoney(total.amount, locale) })
        : t('journeys.mixed', { currencies: total.currencies.join(', ') }),
    dayIncomplete: (day) => t('journeys.incompleteCount', { count: day.incomplete }),
    showAll: (day) => t('journeys.showAll', { count: day.journeys.length }),
  };
}
