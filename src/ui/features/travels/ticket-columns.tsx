import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../core/shared/format-date-time';
import { fareNameIn } from '../../../core/travels/fare-names';
import { journeyOf } from '../../../core/travels/journey-days';
import { formatMoney } from '../../../core/travels/money';
import { isCapped, type Ticket } from '../../../core/travels/ticket';
import { CardIdentityView } from '../../shared/cards/card-identity';
import { SCHEME_NAMES } from '../../shared/cards/scheme-logo';
import type { DataColumn } from '../../shared/data-table/data-column';
import { FeatureSlot } from '../../shared/routing/feature-slots';
import { TapBadgesView, tapSearchText } from './tap-badges';
import { journeyRoute } from '../../shared/journey-route';

/** A trip as its row's button names it: where the rider went and when ("Pigneto → Flaminio, 27/11/2026 08:12"). */
export function ticketName(t: TFunction<'travels'>, locale: string, fallbackZone: string): (ticket: Ticket) => string {
  return (ticket) => {
    const journey = journeyOf(ticket, fallbackZone);
    const route = journeyRoute(t, journey.from, journey.to);
    return `${route}, ${formatDateTime(ticket.validFrom, locale, ticket.timeZone ?? fallbackZone)}`;
  };
}

/**
 * The trips list's columns (docs/behaviour/screens.md#trips): journey (where the rider went, shown on a phone too), fare,
 * amount, card, first tap, last tap, valid from, valid to — times in each trip's own zone (`fallbackZone` without one).
 */
export function ticketColumns(
  t: TFunction<'travels'>,
  locale: string,
  keyName: (key: string) => string,
  device: string,
  fallbackZone: string,
  language: string,
): DataColumn<Ticket>[] {
  const fare = (ticket: Ticket) => fareNameIn(ticket, language);
  const amount = (ticket: Ticket) => formatMoney(ticket.amount, locale);
  const from = (ticket: Ticket) => formatDateTime(ticket.validFrom, locale, ticket.timeZone ?? fallbackZone);
  const to = (ticket: Ticket) => formatDateTime(ticket.validTo, locale, ticket.timeZone ?? fallbackZone);
  const route = (ticket: Ticket) => {
    const journey = journeyOf(ticket, fallbackZone);
    return journeyRoute(t, journey.from, journey.to);
  };
  return [
    {
      id: 'route',
      header: t('tickets.columns.route'),
      cell: route,
      searchText: route,
      sortValue: route,
    },
    {
      id: 'fare',
      header: t('tickets.columns.fare'),
      cell: fare,
      searchText: fare,
      sortValue: fare,
      hideBelow: 'sm',
    },
    {
      id: 'amount',
      header: t('tickets.columns.amount'),
      cell: (ticket) => (
        <>
          {amount(ticket)}
          {/* Only a capped trip mounts the slot: a page of rows renders it once per row otherwise. */}
          {ticket.concession && <FeatureSlot name="concessionFare" ticket={ticket} />}
          {isCapped(ticket) && <FeatureSlot name="cappedFare" ticket={ticket} />}
          {ticket.incomplete && <FeatureSlot name="tripClaim" ticket={ticket} />}
        </>
      ),
      searchText: amount,
      sortValue: (ticket) => ticket.amount.minor,
    },
    {
      id: 'card',
      header: t('tickets.columns.card'),
      cell: ({ card }) => (
        <CardIdentityView
          scheme={card.scheme}
          label={card.label}
          truncatedPan={card.truncatedPan}
          formFactor={card.formFactor}
          deviceLabel={device}
        />
      ),
      searchText: ({ card }) =>
        [SCHEME_NAMES[card.scheme], card.label, card.truncatedPan, card.formFactor === 'device' ? device : ''].join(
          ' ',
        ),
      sortValue: ({ card }) => card.truncatedPan,
      hideBelow: 'md',
    },
    {
      id: 'firstTap',
      header: t('tickets.columns.firstTap'),
      cell: (ticket) => <TapBadgesView tap={ticket.firstTap} keyName={keyName} none={t('taps.none')} />,
      searchText: (ticket) => tapSearchText(ticket.firstTap, keyName),
      hideBelow: 'lg',
    },
    {
      id: 'lastTap',
      header: t('tickets.columns.lastTap'),
      cell: (ticket) => <TapBadgesView tap={ticket.lastTap} keyName={keyName} none={t('taps.none')} />,
      searchText: (ticket) => tapSearchText(ticket.lastTap, keyName),
      hideBelow: 'lg',
    },
    {
      id: 'validFrom',
      header: t('tickets.columns.validFrom'),
      cell: from,
      searchText: from,
      sortValue: (ticket) => ticket.validFrom.getTime(),
    },
    {
      id: 'validTo',
      header: t('tickets.columns.validTo'),
      cell: to,
      searchText: to,
      sortValue: (ticket) => ticket.validTo.getTime(),
      hideBelow: 'sm',
    },
  ];
}
